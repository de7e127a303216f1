/**
 * The yup schemas of the designer's four forms, each built by a factory from
 * the shop's shared field rules (spec §5; `lib/validation.ts`: the API's
 * value types, crates/domain/src/values.rs, with the limits and patterns of
 * the server's rules file), so the browser refuses what the server would
 * refuse. formik hands empty fields to yup as `undefined`, so an empty
 * required field reports only 'Pflichtfeld'.
 */
import * as yup from 'yup';

import { optionalText, phoneRule, quantityRule, requiredText, websiteUrlRule } from '@/lib/validation';

import { designerTexts } from './texts';

const messages = designerTexts.validation;

function address() {
  return requiredText('cardAddress', messages.required, messages.addressTooLong);
}

function phone() {
  return phoneRule(messages);
}

/** The QR code's web address; `required` for the card preview, optional on other products. */
function websiteUrl(required: boolean) {
  return websiteUrlRule(messages, { required });
}

/** The uploaded logo as a data URL (the upload field reports its own file errors). */
function logo() {
  return yup.string().required(messages.required);
}

function processingType() {
  return yup.string().required(messages.required);
}

function remarks() {
  return optionalText('remarks', messages.remarksTooLong).default('');
}

function quantity() {
  return quantityRule(messages);
}

function sampleNumber() {
  return requiredText('sampleNumber', messages.required, messages.sampleNumberTooLong);
}

/** Card preview (left column, category 2). */
export function createPreviewSchema() {
  return yup.object({ address: address(), phone: phone(), url: websiteUrl(true), logo: logo() });
}

/** Card order form (right column, category 2). */
export function createCardOrderSchema() {
  return yup.object({ processingType: processingType(), remarks: remarks(), quantity: quantity() });
}

/** Order form of the other products on the card route (bottle openers). */
export function createOtherOrderSchema() {
  return yup.object({ url: websiteUrl(false), logo: logo(), remarks: remarks(), quantity: quantity() });
}

/** Magnet pack ordered by sample number. */
export function createMagnetOrderSchema() {
  return yup.object({
    processingType: processingType(),
    musterNum: sampleNumber(),
    remarks: remarks(),
    quantity: quantity(),
  });
}
