/**
 * lib/eu.ts against the server's vectors in the rules file (postal codes,
 * phone numbers, German check digits, the tax table), plus the country
 * list the 'Land' select offers.
 */
import {
  acceptedPostalCode,
  checkDigitOk,
  COUNTRIES,
  COUNTRY_CHOICES,
  countryName,
  euTexts,
  hasNumericPostalCodes,
  postalCodeError,
  taxCategory,
  type BuyerVatNumber,
} from '../eu';
import { PHONE_PATTERN } from '../rules';
import rules from '../rules.generated.json';

describe('the member states', () => {
  it('are the 27, each once, with German names', () => {
    expect(COUNTRIES).toHaveLength(27);
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(27);
    expect(countryName('NL')).toBe('Niederlande');
    expect(countryName('AT')).toBe('Österreich');
  });

  it('are offered Deutschland first, then alphabetically by German name', () => {
    const names = COUNTRY_CHOICES.map((country) => country.name);
    expect(names[0]).toBe('Deutschland');
    expect(names.slice(1)).toEqual([...names.slice(1)].sort((a, b) => a.localeCompare(b, 'de')));
    // 'Österreich' sorts as 'Osterreich', after 'Niederlande', not at the end.
    expect(names.indexOf('Österreich')).toBe(names.indexOf('Niederlande') + 1);
    expect(names).toHaveLength(27);
  });

  it('ask for the numeric keyboard only where postal codes are digits', () => {
    expect(hasNumericPostalCodes('DE')).toBe(true);
    expect(hasNumericPostalCodes('CZ')).toBe(true);
    expect(hasNumericPostalCodes('NL')).toBe(false);
    expect(hasNumericPostalCodes('PL')).toBe(false);
    expect(hasNumericPostalCodes('CH')).toBe(false);
  });
});

describe('postal codes: the server’s vectors', () => {
  it('has vectors for every member state', () => {
    const covered = new Set(rules.postalCodeVectors.filter((v) => v.accepted !== null).map((v) => v.country));
    expect([...covered].sort()).toEqual(COUNTRIES.map((country) => country.code));
  });

  it.each(rules.postalCodeVectors)('$country "$input" -> $accepted', ({ country, input, accepted }) => {
    expect(acceptedPostalCode(country, input)).toBe(accepted);
    const nameFor = COUNTRIES.find((candidate) => candidate.code === country)?.nameFor ?? '';
    expect(postalCodeError(country, input)).toBe(
      accepted === null ? `Die Postleitzahl ist für ${nameFor} ungültig.` : null,
    );
  });

  it('names the country as German says it after "für"', () => {
    expect(postalCodeError('NL', '59111')).toBe('Die Postleitzahl ist für die Niederlande ungültig.');
    expect(postalCodeError('BE', '10000')).toBe('Die Postleitzahl ist für Belgien ungültig.');
    expect(postalCodeError('SK', '8110')).toBe('Die Postleitzahl ist für die Slowakei ungültig.');
  });

  it('refuses a country outside the EU with the server’s text', () => {
    expect(postalCodeError('CH', '8001')).toBe('Wir liefern nur in Länder der Europäischen Union.');
    expect(acceptedPostalCode('CH', '8001')).toBeNull();
  });
});

describe('phone numbers: the server’s vectors', () => {
  it.each(rules.phoneVectors)('"$input" -> $accepted', ({ input, accepted }) => {
    expect(PHONE_PATTERN.test(input.trim())).toBe(accepted);
  });
});

describe('the German USt-IdNr.’s check digit: the server’s vectors', () => {
  it.each(rules.vatIdVectors)('$input -> $checkDigitOk', ({ input, checkDigitOk: expected }) => {
    expect(checkDigitOk(input)).toBe(expected);
  });

  it('reads a number as typed, and leaves other states’ numbers to the tax office', () => {
    expect(checkDigitOk('de 136.695-976')).toBe(true);
    expect(checkDigitOk('NL859108720B01')).toBe(true);
  });
});

describe('the tax table: the server’s cells', () => {
  it.each(rules.taxTable)('goods to $delivery, buyer $buyer -> $category', ({ delivery, buyer, category }) => {
    expect(taxCategory(delivery, buyer as BuyerVatNumber)).toBe(category);
  });

  it('is the same for every other member state', () => {
    for (const { code } of COUNTRIES.filter((country) => country.code !== 'DE')) {
      expect(taxCategory(code, 'confirmedOtherState')).toBe('K');
      expect(taxCategory(code, 'german')).toBe('S');
      expect(taxCategory(code, 'none')).toBeNull();
    }
  });
});

describe('the texts', () => {
  it('are the contract’s, word for word', () => {
    expect(euTexts.b2bNotice).toBe('Nur für Gewerbetreibende – alle Preise zzgl. MwSt.');
    expect(euTexts.intraCommunityVat).toBe('Umsatzsteuer 0 % – steuerfreie innergemeinschaftliche Lieferung');
    expect(euTexts.businessBuyerLabel).toBe('Ich bestelle als Unternehmer im Sinne von § 14 BGB.');
  });
});
