/**
 * Checks a sample image before it is uploaded (spec §5 'Image upload'): at
 * most 4 MB, and a JPEG, PNG or WEBP by its first bytes, not by its name or
 * the type the browser guessed. The rules are the designer's and the API's
 * (crates/app/src/uploads.rs); the server checks again by decoding.
 */
import { MAX_IMAGE_BYTES, sniffImageType, type ImageMime } from '@/lib/image-type';

import { adminTexts } from './texts';

export type CheckedImage =
  { ok: true; mime: ImageMime; bytes: Uint8Array<ArrayBuffer>; dataUrl: string } | { ok: false; error: string };

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
