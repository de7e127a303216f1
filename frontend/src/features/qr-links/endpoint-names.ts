/**
 * Kept apart from the endpoints so the store can import the names without
 * pulling the QR-code calls into the entry chunk.
 *
 * 'Meine QR-Codes' shows its own failures: the list's load error or a
 * guest's unknown link on the page, a chart's beside the chart, older
 * changes' under the history, a refused
 * target at its field. The common handler must not announce them a second
 * time; it still reacts to an expired session (see `app/store.ts`).
 */
export const qrLinksEndpointsHandledInPlace: readonly string[] = [
  'getQrLinks',
  'getQrLinkScans',
  'getQrLinkHistory',
  'repointQrLink',
];
