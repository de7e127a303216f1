/**
 * How the card prints an address. The placeholder 'Straße Nr. /PLZ/ Ort'
 * (spec §5) leads customers to type slashes as separators; the card prints
 * them as ' · ' between street and town: 'Hauptstr. 12 /41061/ Mönchengladbach'
 * → 'Hauptstr. 12 · 41061 Mönchengladbach'. The server's proof applies the
 * same rule (its vectors: `addressPrinted` in rules.generated.json).
 */

/**
 * Split on '/', trim the parts and drop empty ones; the first part, ' · ',
 * then the rest joined by spaces; runs of whitespace become one space. An
 * address without '/' is only trimmed (and its spaces collapsed).
 */
export function printedAddress(address: string): string {
  const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
  if (!address.includes('/')) return collapse(address);
  const parts = address
    .split('/')
    .map(collapse)
    .filter((part) => part !== '');
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts[0]} · ${parts.slice(1).join(' ')}`;
}
