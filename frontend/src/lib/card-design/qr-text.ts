/**
 * What a card's QR code carries: the entered address, trimmed, with
 * `https://` in front when it names no scheme (`www.x.de` becomes
 * `https://www.x.de`), so a phone opens it as a web page. The server's one
 * rule, `WebsiteUrl::qr_text` (crates/domain/src/values.rs), in JS: the
 * preview draws and shows this text, and the print proof encodes the same.
 */
const SCHEME = /^https?:\/\//i;

export function qrText(url: string): string {
  const text = url.trim();
  return SCHEME.test(text) ? text : `https://${text}`;
}
