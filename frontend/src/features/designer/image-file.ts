/**
 * Checks an uploaded logo (spec §5): at most 4 MB, and a JPEG, PNG or WEBP
 * by its content. The first bytes decide, not the name or the MIME type the
 * browser guessed from it, so a renamed text file is refused. An accepted
 * file is read as a data URL that carries the detected type.
 */
import { designerTexts } from './texts';

/** 4 MB; a file of exactly this size is still accepted. */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp';

export type ImageFileResult = { ok: true; dataUrl: string; mime: ImageMime } | { ok: false; error: string };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** Bytes the type check reads from the start of a file. */
export const SIGNATURE_LENGTH = 12;

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

function readAs<T extends 'arrayBuffer' | 'dataUrl'>(
  blob: Blob,
  kind: T,
): Promise<T extends 'arrayBuffer' ? ArrayBuffer : string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as T extends 'arrayBuffer' ? ArrayBuffer : string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    if (kind === 'arrayBuffer') reader.readAsArrayBuffer(blob);
    else reader.readAsDataURL(blob);
  });
}

/** Checks size and type of `file` and reads it as a data URL. Never throws. */
export async function readImageFile(file: Blob): Promise<ImageFileResult> {
  const texts = designerTexts.validation;
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, error: texts.fileTooLarge };
  try {
    const head = new Uint8Array(await readAs(file.slice(0, SIGNATURE_LENGTH), 'arrayBuffer'));
    const mime = sniffImageType(head);
    if (mime === null) return { ok: false, error: texts.unsupportedFile };
    const dataUrl = await readAs(new Blob([file], { type: mime }), 'dataUrl');
    return { ok: true, dataUrl, mime };
  } catch (error) {
    console.error('Could not read the uploaded image', error);
    return { ok: false, error: texts.fileUnreadable };
  }
}
