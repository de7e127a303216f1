/**
 * Logos of a given pixel size for the upload fields, as the other journeys
 * make them: drawn by the browser's own canvas and read back as a PNG.
 */
import type { Page } from '@playwright/test';

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** A `width` x `height` PNG filled with `colour`. */
export async function canvasPng(
  page: Page,
  width: number,
  height: number,
  { name = 'logo.png', colour = '#c2410c' }: { name?: string; colour?: string } = {},
): Promise<UploadFile> {
  const dataUrl = await page.evaluate(
    ({ width, height, colour }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.fillStyle = colour;
      context.fillRect(0, 0, width, height);
      return canvas.toDataURL('image/png');
    },
    { width, height, colour },
  );
  return { name, mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1], 'base64') };
}
