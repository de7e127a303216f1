/**
 * The 27 member states the shop delivers to and what the buyer being a
 * business in one of them decides (issue 35), read from the server's rules
 * file (`rules.generated.json`, written from `crates/domain/src/eu.rs` and
 * `tax_treatment.rs`): German country names, postal code shapes, the German
 * USt-IdNr.'s check digit and the tax table. The German messages are the
 * server's own, from the same file.
 */
import { euTexts } from './eu-texts';
import { countries } from './rules.generated.json';
import { compactVatId } from './vat-id';

/** A member state as the rules file lists it. */
export type Country = (typeof countries)[number];

/** The buyer's USt-IdNr. as far as the shop knows it (the server's `BuyerVatNumber`). */
export type BuyerVatNumber = 'none' | 'german' | 'confirmedOtherState';

/** `S`: German VAT at the standard rate; `K`: tax-exempt intra-community supply (§ 4 Nr. 1b, § 6a UStG). */
export type TaxCategory = 'S' | 'K';

/** The server's messages of issue 35, word for word (kept in `eu-texts.ts` for the footer). */
export { euTexts };

/** Where an order goes when it names no country. */
export const GERMANY = 'DE';

/** Every member state, by code. */
export const COUNTRIES: readonly Country[] = countries;

const byCode = new Map(COUNTRIES.map((country) => [country.code, country]));

/** Deutschland first (most orders go there), then the others alphabetically by German name. */
export const COUNTRY_CHOICES: readonly Country[] = [...COUNTRIES].sort((a, b) =>
  a.code === GERMANY ? -1 : b.code === GERMANY ? 1 : a.name.localeCompare(b.name, 'de'),
);

export function isMemberState(code: string): boolean {
  return byCode.has(code);
}

/** The German name as a label ('Niederlande'); the code itself for a country that is none of the 27. */
export function countryName(code: string): string {
  return byCode.get(code)?.name ?? code;
}

/** Whether `code` has `shape`: `N` a digit, `L` a capital, `X` either, `_` an optional space, anything else itself. */
function fitsShape(code: string, shape: string): boolean {
  let at = 0;
  for (const expected of shape) {
    const char = code[at];
    if (expected === '_') {
      if (char === ' ') at += 1;
      continue;
    }
    const fits =
      expected === 'N'
        ? char !== undefined && /[0-9]/.test(char)
        : expected === 'L'
          ? char !== undefined && /[A-Z]/.test(char)
          : expected === 'X'
            ? char !== undefined && /[A-Z0-9]/.test(char)
            : char === expected;
    if (!fits) return false;
    at += 1;
  }
  return at === code.length;
}

/** Dutch codes never start with 0 and never end in SA, SD or SS. */
function fitsDutchRules(code: string): boolean {
  return !code.startsWith('0') && !['SA', 'SD', 'SS'].some((letters) => code.endsWith(letters));
}

/** The postal code as the server keeps it (trimmed, in capitals), or `null` when it has none of `country`'s shapes. */
export function acceptedPostalCode(country: string, raw: string): string | null {
  const state = byCode.get(country);
  if (state === undefined) return null;
  const code = raw.trim().toUpperCase();
  const fits = state.postalShapes.some((shape) => fitsShape(code, shape)) && (country !== 'NL' || fitsDutchRules(code));
  return fits ? code : null;
}

/** 'Die Postleitzahl ist für die Niederlande ungültig.', or `null` when `raw` is a postal code of `country`. */
export function postalCodeError(country: string, raw: string): string | null {
  const state = byCode.get(country);
  if (state === undefined) return euTexts.notEu;
  return acceptedPostalCode(country, raw) === null ? euTexts.postalCode.replace('{Land}', state.nameFor) : null;
}

/** Whether the country's postal codes are digits only, so a phone may offer its numeric keyboard. */
export function hasNumericPostalCodes(country: string): boolean {
  return byCode.get(country)?.postalShapes.every((shape) => /^[N_]+$/.test(shape)) ?? false;
}

/** Whether `vatId` (compacted) is a German number: `DE` and nine digits. */
export function isGermanVatId(vatId: string): boolean {
  return /^DE[0-9]{9}$/.test(compactVatId(vatId));
}

/**
 * For a German number, whether its ninth digit is the check digit of the
 * first eight (ISO 7064 MOD 11,10; the first digit is never 0): the BZSt
 * confirms no German numbers, so this is all that can be checked of them.
 * Other numbers are the tax office's to confirm (`true` here).
 */
export function checkDigitOk(vatId: string): boolean {
  const compact = compactVatId(vatId);
  if (!compact.startsWith('DE')) return true;
  if (!isGermanVatId(compact) || compact[2] === '0') return false;
  const digits = [...compact.slice(2)].map(Number);
  let product = 10;
  for (const digit of digits.slice(0, 8)) {
    const sum = (digit + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10 === digits[8];
}

/**
 * The tax table: goods to Germany pay German VAT (S); goods to another
 * member state are tax-exempt (K) for a confirmed number of another member
 * state, pay German VAT for a German number, and cannot be ordered without
 * a number (`null`: the server refuses with {@link euTexts}.vatNumberNeeded).
 */
export function taxCategory(delivery: string, buyer: BuyerVatNumber): TaxCategory | null {
  if (delivery === GERMANY) return 'S';
  if (buyer === 'confirmedOtherState') return 'K';
  return buyer === 'german' ? 'S' : null;
}
