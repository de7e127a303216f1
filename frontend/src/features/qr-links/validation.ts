/**
 * The new target of a code, checked in the server's order (`QrTarget::parse`,
 * crates/domain/src/qr_link.rs) with its messages, so most mistakes show
 * before anything is sent: required, at most `QR_TARGET_MAX_CHARS`, one word of a
 * web address (`http://`/`https://` or a host like `www.x.de`, the shop's
 * URL pattern), no user name or password. That it is no short link of the
 * shop is the server's to say (its 422 shows at the field).
 */
import * as yup from 'yup';

import { QR_TARGET_MAX_CHARS, URL_PATTERN } from '@/lib/rules';

import { targetFormTexts } from './texts';

const messages = targetFormTexts.validation;

/** Whether the address's authority names a user (`user@host`, `user:pw@host`). */
function hasCredentials(value: string): boolean {
  const rest = value.includes('://') ? value.slice(value.indexOf('://') + 3) : value;
  const authority = rest.split(/[/?#]/)[0];
  return authority.includes('@');
}

function isWebAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  const scheme = /^https?:\/\//i.test(value);
  // `ftp://…` and the like: a scheme the code must not lead to.
  if (!scheme && value.includes('://')) return false;
  return URL_PATTERN.test(value);
}

export function createTargetSchema() {
  return yup.object({
    target: yup
      .string()
      .trim()
      .required(messages.required)
      .test('max-chars', messages.tooLong, (value) => value === undefined || [...value].length <= QR_TARGET_MAX_CHARS)
      // Credentials are named before the shape, as on the server: `user:pw@host` is no web address either.
      .test('credentials', messages.credentials, (value) => value === undefined || !hasCredentials(value))
      .test('web-address', messages.notWeb, (value) => value === undefined || isWebAddress(value)),
  });
}

export type TargetValues = { target: string };
