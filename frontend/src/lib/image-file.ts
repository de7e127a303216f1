/**
 * Checks an image the visitor chose (spec §5 'Image upload': the designer's
 * logo, the admin's sample image): at most 4 MB, and a JPEG, PNG or WEBP by
 * its first bytes, not by its name or the type the browser guessed from it,
 * so a renamed text file is refused. The rules are the API's
 * (crates/app/src/uploads.rs); the server checks again by decoding.
 */
import { MAX_IMAGE_BYTES, sniffImageType, type ImageMime } from './image-type';

/** The upload messages, the spec's words. */
export const imageFileTexts = {
  fileTooLarge: 'Die Datei ist zu groß. Die maximal erlaubte Größe beträgt 4MB.',
  unsupportedFile: 'Nicht unterstützter Dateityp. Bitte laden Sie ein JPG, PNG oder WEBP Bild hoch.',
  fileUnreadable: 'Die Datei konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
} as const;

/** The types an image input offers to choose (`accept`); the content decides in the end. */
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

/** An accepted image: its detected type, its bytes (what gets uploaded) and a data URL of both (preview, logo store). */
export type AcceptedImage = { ok: true; mime: ImageMime; bytes: Uint8Array<ArrayBuffer>; dataUrl: string };

export type CheckedImage = AcceptedImage | { ok: false; error: string };

function toDataUrl(bytes: Uint8Array, mime: ImageMime): string {
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return `data:${mime};base64,${btoa(binary)}`;
}

/** Checks size and type of `file`; never throws. A refusal carries the message to show. */
export async function checkImageFile(file: Blob): Promise<CheckedImage> {
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, error: imageFileTexts.fileTooLarge };
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mime = sniffImageType(bytes);
    if (mime === null) return { ok: false, error: imageFileTexts.unsupportedFile };
    return { ok: true, mime, bytes, dataUrl: toDataUrl(bytes, mime) };
  } catch (error) {
    console.error('Could not read the chosen image', error);
    return { ok: false, error: imageFileTexts.fileUnreadable };
  }
}
