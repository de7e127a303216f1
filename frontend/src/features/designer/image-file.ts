/**
 * Checks an uploaded logo (spec §5): at most 4 MB, and a JPEG, PNG or WEBP
 * by its content. The first bytes decide, not the name or the MIME type the
 * browser guessed from it, so a renamed text file is refused. An accepted
 * file is read as a data URL that carries the detected type.
 */
import { MAX_IMAGE_BYTES, SIGNATURE_LENGTH, sniffImageType, type ImageMime } from '@/lib/image-type';

import { designerTexts } from './texts';

export type ImageFileResult = { ok: true; dataUrl: string; mime: ImageMime } | { ok: false; error: string };

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
