/**
 * The format of an EU VAT identification number (USt-IdNr.), as the API
 * checks it (`crates/domain/src/values.rs`, `VatId`): the spaces, dots and
 * dashes people type into it are dropped, letters are capitals, and the rest
 * is a country prefix followed by that country's national part. The format
 * only: whether the number is issued is the tax office's business (VIES).
 */

/** Country prefix -> pattern of the national part (Greece is `EL`, Northern Ireland `XI`). */
export const VAT_ID_FORMATS: Readonly<Record<string, string>> = {
  AT: 'U[0-9]{8}',
  BE: '[01][0-9]{9}',
  BG: '[0-9]{9,10}',
  CY: '[0-9]{8}[A-Z]',
  CZ: '[0-9]{8,10}',
  DE: '[0-9]{9}',
  DK: '[0-9]{8}',
  EE: '[0-9]{9}',
  EL: '[0-9]{9}',
  ES: '[0-9A-Z][0-9]{7}[0-9A-Z]',
  FI: '[0-9]{8}',
  FR: '[0-9A-HJ-NP-Z]{2}[0-9]{9}',
  HR: '[0-9]{11}',
  HU: '[0-9]{8}',
  IE: '[0-9]{7}[A-W][A-I]?|[0-9][A-Z+*][0-9]{5}[A-W]',
  IT: '[0-9]{11}',
  LT: '[0-9]{9}|[0-9]{12}',
  LU: '[0-9]{8}',
  LV: '[0-9]{11}',
  MT: '[0-9]{8}',
  NL: '[0-9]{9}B[0-9]{2}',
  PL: '[0-9]{10}',
  PT: '[0-9]{9}',
  RO: '[0-9]{2,10}',
  SE: '[0-9]{12}',
  SI: '[0-9]{8}',
  SK: '[0-9]{10}',
  XI: '[0-9]{9}|[0-9]{12}|GD[0-9]{3}|HA[0-9]{3}',
};

const VAT_ID_PATTERN = new RegExp(
  `^(?:${Object.entries(VAT_ID_FORMATS)
    .map(([country, national]) => `${country}(?:${national})`)
    .join('|')})$`,
);

/** 'de 123.456-789' -> 'DE123456789': without whitespace, dots and dashes, in capitals. */
export function compactVatId(raw: string): string {
  return raw.replace(/[\s.-]/g, '').toUpperCase();
}

/** Whether `raw`, compacted, is an EU VAT number of plausible format. Empty input is none. */
export function isVatId(raw: string): boolean {
  return VAT_ID_PATTERN.test(compactVatId(raw));
}
