/**
 * The pixel size of an accepted logo, as the browser decodes it. A module of
 * its own so tests can replace it: jsdom decodes no images.
 */
import type { PixelSize } from './logo-resolution';

/**
 * Width and height of `image`, or null where it cannot be decoded here (no
 * `createImageBitmap`, as in jsdom, or a file the browser fails on). Without a
 * size the logo gets no resolution verdict; the server checks it again.
 */
export async function readImageSize(image: Blob): Promise<PixelSize | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(image);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size.width > 0 && size.height > 0 ? size : null;
  } catch (error) {
    console.warn('Could not decode the logo to read its size', error);
    return null;
  }
}
