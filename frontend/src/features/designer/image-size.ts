/**
 * The pixel size of an accepted logo, as the browser decodes it. A module of
 * its own so tests can replace it: jsdom decodes no images.
 *
 * A photo is measured upright, as the browser shows it: a JPEG's EXIF
 * orientation turns it first, so a portrait photo stored lying on its side is
 * measured tall. The server measures it the same way before its dpi rule
 * (crates/domain/src/orientation.rs; vectors `turnedPhoto`).
 */
import type { PixelSize } from './logo-resolution';

/**
 * The bitmap turned by its EXIF orientation. 'from-image' is the standard's
 * default; it is asked for explicitly so no engine measures the stored pixels
 * instead. An engine that does not know the value yet (a TypeError) decodes
 * with its own default.
 */
async function decodeUpright(image: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(image, { imageOrientation: 'from-image' });
  } catch (error) {
    if (error instanceof TypeError) return createImageBitmap(image);
    throw error;
  }
}

/**
 * Width and height of `image`, or null where it cannot be decoded here (no
 * `createImageBitmap`, as in jsdom, or a file the browser fails on). Without a
 * size the logo gets no resolution verdict; the server checks it again.
 */
export async function readImageSize(image: Blob): Promise<PixelSize | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await decodeUpright(image);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size.width > 0 && size.height > 0 ? size : null;
  } catch (error) {
    console.warn('Could not decode the logo to read its size', error);
    return null;
  }
}
