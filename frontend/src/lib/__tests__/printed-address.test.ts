import rules from '../rules.generated.json';
import { printedAddress } from '../printed-address';

type Vector = { input: string; printed: string };

/** Edge cases of the front end's own, beside the server's vectors. */
const OWN_VECTORS: Vector[] = [
  { input: 'Hauptstr. 12 /41061/ Mönchengladbach', printed: 'Hauptstr. 12 · 41061 Mönchengladbach' },
  { input: 'Hauptstr. 12/41061/Mönchengladbach', printed: 'Hauptstr. 12 · 41061 Mönchengladbach' },
  { input: 'Hauptstr. 12 / 41061 Mönchengladbach', printed: 'Hauptstr. 12 · 41061 Mönchengladbach' },
  { input: '  Hauptstr.   12  /41061/   Mönchengladbach ', printed: 'Hauptstr. 12 · 41061 Mönchengladbach' },
  { input: 'Hauptstr. 12 //41061// Mönchengladbach', printed: 'Hauptstr. 12 · 41061 Mönchengladbach' },
  { input: '/Hauptstr. 12/41061 Mönchengladbach/', printed: 'Hauptstr. 12 · 41061 Mönchengladbach' },
  { input: 'Hauptstr. 12 /', printed: 'Hauptstr. 12' },
  { input: ' / ', printed: '' },
  { input: 'Hauptstraße 5, 41061 MG', printed: 'Hauptstraße 5, 41061 MG' },
  { input: '  Hauptstraße 5, 41061 MG  ', printed: 'Hauptstraße 5, 41061 MG' },
];

/** The server's rule (`Address::printed`), as the rules file carries its vectors. */
const SERVER_VECTORS: Vector[] = rules.addressPrinted;

describe('printedAddress', () => {
  it("has the server's vectors to follow", () => {
    expect(SERVER_VECTORS.length).toBeGreaterThanOrEqual(10);
  });

  it.each(SERVER_VECTORS)('prints $input as the proof does: $printed', ({ input, printed }) => {
    expect(printedAddress(input)).toBe(printed);
  });

  it.each(OWN_VECTORS)('prints $input as $printed', ({ input, printed }) => {
    expect(printedAddress(input)).toBe(printed);
  });
});
