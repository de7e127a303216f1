/**
 * The fake API's side of issue 35: the tax office's register (which numbers
 * of other member states it confirms, and whether it can be asked at all),
 * `POST /vat-ids/check`, and the tax decision create-order and the voucher
 * check make: the delivery country, the USt-IdNr. and the tax table.
 */
import { HttpResponse } from 'msw';

import type { Schemas } from '@/lib/api-types';
import {
  checkDigitOk,
  euTexts,
  GERMANY,
  isGermanVatId,
  isMemberState,
  postalCodeError,
  type TaxCategory,
} from '@/lib/eu';
import { compactVatId } from '@/lib/vat-id';

import { apiHttp } from './api-http';
import { json, receive, type ErrorAnswer } from './fake-answers';

/** A Dutch number the fake tax office confirms (the restaurant in Venlo). */
export const CONFIRMED_NL_VAT_ID = 'NL859108720B01';

/** Every number the fake tax office confirms: the Dutch one and an Austrian one. */
const CONFIRMED_VAT_IDS = [CONFIRMED_NL_VAT_ID, 'ATU12345678'];

/** The API's texts of issue 35 that the rules file does not carry (contract, word for word). */
export const vatCheckMessages = {
  notValid: 'Diese USt-IdNr. ist laut Bundeszentralamt für Steuern nicht gültig.',
  unavailable: 'Die USt-IdNr. kann gerade nicht geprüft werden. Bitte versuchen Sie es in einigen Minuten erneut.',
  /** The fake's own words for a confirmed number: the contract names none. */
  valid: 'Die USt-IdNr. ist gültig.',
} as const;

/** The register as the fake keeps it; reset before each test. */
export const taxOffice = {
  confirmed: new Set<string>(CONFIRMED_VAT_IDS),
  /** The tax office cannot be asked: every check of a foreign number answers 503. */
  unavailable: false,
};

export function resetTaxOffice(): void {
  taxOffice.confirmed = new Set(CONFIRMED_VAT_IDS);
  taxOffice.unavailable = false;
}

type Refusal = { message: string; status: 400 | 503 };

/** A billing address's refusal (its country or postal code), or `null`. */
export function billingAddressProblem(address: Schemas['BillingAddressBody'] | null | undefined): string | null {
  if (!address) return null;
  if (!isMemberState(address.country)) return euTexts.notEu;
  return postalCodeError(address.country, address.zipCode);
}

/**
 * The tax table as the server applies it: goods to Germany S; abroad K with
 * a confirmed number of another member state, S with a German one, refused
 * without. A German number must pass its check digit; another is asked at
 * the tax office, which may be unavailable (503, nothing stored).
 */
export function taxDecision(
  country: string | null | undefined,
  rawVatId: string | null | undefined,
): TaxCategory | Refusal {
  const delivery = country ?? GERMANY;
  if (!isMemberState(delivery)) return { message: euTexts.notEu, status: 400 };
  const vatId = compactVatId(rawVatId ?? '');
  if (vatId !== '' && !checkDigitOk(vatId)) return { message: euTexts.vatCheckDigit, status: 400 };
  if (vatId === '' || isGermanVatId(vatId)) {
    if (delivery === GERMANY || vatId !== '') return 'S';
    return { message: euTexts.vatNumberNeeded, status: 400 };
  }
  if (taxOffice.unavailable) return { message: vatCheckMessages.unavailable, status: 503 };
  if (!taxOffice.confirmed.has(vatId)) return { message: vatCheckMessages.notValid, status: 400 };
  return delivery === GERMANY ? 'S' : 'K';
}

export function isRefusal(decision: TaxCategory | Refusal): decision is Refusal {
  return typeof decision === 'object';
}

export function refusalAnswer(refusal: Refusal): ErrorAnswer {
  return json(refusal.message, refusal.status);
}

export const euTaxHandlers = [
  apiHttp.post('/vat-ids/check', async ({ request }) => {
    const { vatId: raw } = await receive('/vat-ids/check', request);
    const vatId = compactVatId(raw);
    if (isGermanVatId(vatId)) {
      const valid = checkDigitOk(vatId);
      return HttpResponse.json({
        valid,
        status: 'DE-Pruefziffer',
        message: valid ? vatCheckMessages.valid : euTexts.vatCheckDigit,
      });
    }
    if (taxOffice.unavailable) return json(vatCheckMessages.unavailable, 503);
    const valid = taxOffice.confirmed.has(vatId);
    return HttpResponse.json({
      valid,
      status: valid ? 'evatr-0000' : 'evatr-2002',
      message: valid ? vatCheckMessages.valid : vatCheckMessages.notValid,
    });
  }),
];
