/**
 * SHA-256 as lowercase hex. Web Crypto does it where the page is a secure
 * context (HTTPS, localhost); elsewhere `crypto.subtle` is missing and
 * @noble/hashes gives the same digest. It is imported only then, so it stays
 * in a chunk of its own that pages with Web Crypto never download.
 */

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of the UTF-8 bytes of `text`, as 64 lowercase hex digits. */
export async function sha256Hex(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  const subtle = globalThis.crypto?.subtle;
  if (subtle) return toHex(new Uint8Array(await subtle.digest('SHA-256', bytes)));
  const { sha256 } = await import('@noble/hashes/sha2.js');
  return toHex(sha256(bytes));
}
