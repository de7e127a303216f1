/**
 * The QR code of a card: `uqr` encodes the text (error correction M, no
 * border), and a pure step turns the module matrix into RGBA pixels with a
 * white quiet zone, every module a square of whole pixels. Whole pixels keep
 * the edges crisp, so the printed and the previewed code scan alike.
 */
import { encode } from 'uqr';

import { QR_QUIET_ZONE_MODULES } from './card-layout';

/** Modules of white around the code, as the QR standard asks (`qrQuietZoneModules` of the card layout). */
export const QUIET_ZONE_MODULES = QR_QUIET_ZONE_MODULES;

export type QrMatrix = boolean[][];

/** An RGBA raster, laid out like `ImageData` (row by row, 4 bytes per pixel). */
export type RgbaImage = { width: number; height: number; data: Uint8ClampedArray };

/** The module matrix of `text`: `true` is a dark module. */
export function encodeQr(text: string): QrMatrix {
  return encode(text, { ecc: 'M', border: 0 }).data;
}

/** The largest whole-pixel module size at which `modules` plus the quiet zone fit into `boxPixels`. */
export function qrModulePixels(modules: number, boxPixels: number, quietZone = QUIET_ZONE_MODULES): number {
  return Math.max(1, Math.floor(boxPixels / (modules + 2 * quietZone)));
}

/** The matrix as black modules on white, `quietZone` modules of white on every side. */
export function qrToRgba(matrix: QrMatrix, modulePixels: number, quietZone = QUIET_ZONE_MODULES): RgbaImage {
  if (!Number.isInteger(modulePixels) || modulePixels < 1) {
    throw new RangeError(`modulePixels must be a positive integer, got ${modulePixels}`);
  }
  const modules = matrix.length;
  const side = (modules + 2 * quietZone) * modulePixels;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let row = 0; row < modules; row++) {
    for (let column = 0; column < modules; column++) {
      if (!matrix[row][column]) continue;
      const left = (column + quietZone) * modulePixels;
      const top = (row + quietZone) * modulePixels;
      for (let y = top; y < top + modulePixels; y++) {
        for (let x = left; x < left + modulePixels; x++) {
          const offset = (y * side + x) * 4;
          data[offset] = 0;
          data[offset + 1] = 0;
          data[offset + 2] = 0;
        }
      }
    }
  }
  return { width: side, height: side, data };
}
