/**
 * The 27 member states the shop delivers to, by the German names of the
 * server's rules file (`countries`), for the back office's order page and
 * custom order. Kept in the feature until the shop has one shared lookup.
 */
import type { SelectOption } from '@/components/form/fields';
import rules from '@/lib/rules.generated.json';

/** Where an order goes when it names no country. */
export const GERMANY = 'DE';

const NAMES = new Map(rules.countries.map((country) => [country.code, country.name]));

/** The German name of a member state ('NL' -> 'Niederlande'); any other code as it came. */
export function countryName(code: string): string {
  return NAMES.get(code.trim().toUpperCase()) ?? code;
}

/** Germany first, where nearly every order goes, then the others by their German names. */
export const countryOptions: readonly SelectOption[] = [
  { value: GERMANY, label: countryName(GERMANY) },
  ...rules.countries
    .filter((country) => country.code !== GERMANY)
    .map((country) => ({ value: country.code, label: country.name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'de')),
];
