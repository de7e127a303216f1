import { MAX_IMAGE_BYTES, sniffImageType } from '@/lib/image-type';

import { checkImageFile } from '../image-file';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10];
const WEBP = [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];

describe('sample image check', () => {
  it('knows JPEG, PNG and WEBP by their first bytes', () => {
    expect(sniffImageType(new Uint8Array(PNG))).toBe('image/png');
    expect(sniffImageType(new Uint8Array(JPEG))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array(WEBP))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x41, 0x56, 0x45]))).toBeNull();
  });

  it('accepts a PNG named otherwise and gives its bytes and a preview', async () => {
    const result = await checkImageFile(new Blob([new Uint8Array(PNG)], { type: 'text/plain' }));
    expect(result).toEqual({
      ok: true,
      mime: 'image/png',
      bytes: new Uint8Array(PNG),
      dataUrl: `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`,
    });
  });

  it('refuses other content with the spec message', async () => {
    const result = await checkImageFile(new Blob(['GIF89a'], { type: 'image/png' }));
    expect(result).toEqual({
      ok: false,
      error: 'Nicht unterstützter Dateityp. Bitte laden Sie ein JPG, PNG oder WEBP Bild hoch.',
    });
  });

  it('accepts exactly 4 MB and refuses one byte more', async () => {
    const exactly = new Uint8Array(MAX_IMAGE_BYTES);
    exactly.set(JPEG);
    expect((await checkImageFile(new Blob([exactly]))).ok).toBe(true);
    const tooLarge = new Uint8Array(MAX_IMAGE_BYTES + 1);
    tooLarge.set(JPEG);
    expect(await checkImageFile(new Blob([tooLarge]))).toEqual({
      ok: false,
      error: 'Die Datei ist zu groß. Die maximal erlaubte Größe beträgt 4MB.',
    });
  });
});
