/**
 * Checks a sample image before it is uploaded (spec §5 'Image upload'): at
 * most 4 MB, and a JPEG, PNG or WEBP by its first bytes, not by its name or
 * the type the browser guessed. The rules are the designer's and the API's
 * (crates/app/src/uploads.rs); the server checks again by decoding.
 */
import { adminTexts } from './texts';

/** 4 MB; a file of exactly this size is still accepted. */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp';

export type CheckedImage =
  | { ok: true; mime: ImageMime; bytes: Uint8Array<ArrayBuffer>; dataUrl: string }
  | { ok: false; error: string };

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

function toDataUrl(bytes: Uint8Array, mime: ImageMime): string {
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return `data:${mime};base64,${btoa(binary)}`;
}

/** Checks size and type of `file`; never throws. The bytes are what gets uploaded. */
export async function checkImageFile(file: Blob): Promise<CheckedImage> {
  const texts = adminTexts.validation;
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, error: texts.fileTooLarge };
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mime = sniffImageType(bytes);
    if (mime === null) return { ok: false, error: texts.unsupportedFile };
    return { ok: true, mime, bytes, dataUrl: toDataUrl(bytes, mime) };
  } catch (error) {
    console.error('Could not read the chosen image', error);
    return { ok: false, error: texts.fileUnreadable };
  }
}
