/**
 * Recognising the images the shop accepts (spec §5 'Image upload'): JPEG,
 * PNG or WEBP by their first bytes, not by the name or the type the browser
 * guessed from it, and at most 4 MB. The API checks again by decoding
 * (crates/adapters/images/src/inspect.rs).
 */
import { UPLOAD_MAX_BYTES } from './rules';

/** The server's upload limit (4 MB, from its rules file); a file of exactly this size is still accepted. */
export const MAX_IMAGE_BYTES: number = UPLOAD_MAX_BYTES;

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp';

/** Bytes the type check reads from the start of a file. */
export const SIGNATURE_LENGTH = 12;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The image type the leading bytes announce, or `null` for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageMime | null {
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  // RIFF, four bytes of chunk size, then WEBP.
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}
