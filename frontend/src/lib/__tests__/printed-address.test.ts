import rules from '../rules.generated.json';
import { printedAddress } from '../printed-address';

type Vector = { input: string; printed: string };

/** Until the server publishes its own vectors (`text.addressPrinted`), these stand in for them. */
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

function serverVectors(): Vector[] | undefined {
  const text = rules.text as { addressPrinted?: Vector[] };
  return text.addressPrinted;
}

describe('printedAddress', () => {
  it.each(serverVectors() ?? OWN_VECTORS)('prints $input as $printed', ({ input, printed }) => {
    expect(printedAddress(input)).toBe(printed);
  });
});
