/**
 * The image check of every upload field (lib/image-file.ts): the designer's
 * logo and the admin's sample image, once two checks, now one.
 */
import { checkImageFile } from '@/lib/image-file';
import { MAX_IMAGE_BYTES, sniffImageType } from '@/lib/image-type';
const TOO_LARGE = 'Die Datei ist zu groß. Die maximal erlaubte Größe beträgt 4MB.';
const UNSUPPORTED = 'Nicht unterstützter Dateityp. Bitte laden Sie ein JPG, PNG oder WEBP Bild hoch.';

/** A 1 x 1 PNG, byte for byte. */
const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01];
// 'RIFF', chunk size, 'WEBP', 'VP8 '
const WEBP_HEAD = [0x52, 0x49, 0x46, 0x46, 0x24, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20];
const GIF_HEAD = [...'GIF89a'].map((char) => char.charCodeAt(0)).concat([1, 0, 1, 0]);
const encoder = new TextEncoder();

function file(bytes: ArrayLike<number> | Uint8Array, name: string, type: string): File {
  return new File([Uint8Array.from(bytes)], name, { type });
}

describe('sniffImageType', () => {
  it('recognises PNG, JPEG and WEBP by their leading bytes', () => {
    expect(sniffImageType(PNG_1X1)).toBe('image/png');
    expect(sniffImageType(Uint8Array.from(JPEG_HEAD))).toBe('image/jpeg');
    expect(sniffImageType(Uint8Array.from(WEBP_HEAD))).toBe('image/webp');
  });

  it('refuses everything else', () => {
    expect(sniffImageType(Uint8Array.from(GIF_HEAD))).toBeNull();
    expect(sniffImageType(encoder.encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    // RIFF, but a WAVE file rather than a WEBP.
    expect(sniffImageType(encoder.encode('RIFF\u0024\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    // A truncated PNG signature.
    expect(sniffImageType(PNG_1X1.slice(0, 5))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('checkImageFile: the logo upload', () => {
  it('reads a PNG as its bytes and a data URL of its content', async () => {
    const result = await checkImageFile(file(PNG_1X1, 'logo.png', 'image/png'));
    expect(result).toEqual({
      ok: true,
      mime: 'image/png',
      bytes: PNG_1X1,
      dataUrl: expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/),
    });
  });

  it('accepts a JPEG and a WEBP, typed by content even under a wrong name', async () => {
    const jpeg = await checkImageFile(file(JPEG_HEAD, 'logo.png', 'image/png'));
    expect(jpeg).toMatchObject({
      ok: true,
      mime: 'image/jpeg',
      dataUrl: expect.stringMatching(/^data:image\/jpeg;base64,/),
    });
    const webp = await checkImageFile(file(WEBP_HEAD, 'logo.webp', 'image/webp'));
    expect(webp).toMatchObject({
      ok: true,
      mime: 'image/webp',
      dataUrl: expect.stringMatching(/^data:image\/webp;base64,/),
    });
  });

  it.each([
    ['a GIF', file(GIF_HEAD, 'logo.gif', 'image/gif')],
    ['an SVG', file(encoder.encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'logo.svg', 'image/svg+xml')],
    ['an HTML page named .png', file(encoder.encode('<!doctype html><title>x</title>'), 'logo.png', 'image/png')],
    ['an empty file', file([], 'logo.png', 'image/png')],
  ])('refuses %s with the type message', async (_name, upload) => {
    expect(await checkImageFile(upload)).toEqual({ ok: false, error: UNSUPPORTED });
  });

  it('accepts exactly 4 MB and refuses 4 MB + 1 byte', async () => {
    const atLimit = new Uint8Array(MAX_IMAGE_BYTES);
    atLimit.set(PNG_1X1);
    expect(await checkImageFile(file(atLimit, 'big.png', 'image/png'))).toMatchObject({ ok: true, mime: 'image/png' });

    const overLimit = new Uint8Array(MAX_IMAGE_BYTES + 1);
    overLimit.set(PNG_1X1);
    expect(await checkImageFile(file(overLimit, 'big.png', 'image/png'))).toEqual({ ok: false, error: TOO_LARGE });
    expect(MAX_IMAGE_BYTES).toBe(4 * 1024 * 1024);
  });
});

const SAMPLE_PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
const SAMPLE_JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10];
const SAMPLE_WEBP = [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];

describe('checkImageFile: the sample image upload', () => {
  it('knows JPEG, PNG and WEBP by their first bytes', () => {
    expect(sniffImageType(new Uint8Array(SAMPLE_PNG))).toBe('image/png');
    expect(sniffImageType(new Uint8Array(SAMPLE_JPEG))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array(SAMPLE_WEBP))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x41, 0x56, 0x45]))).toBeNull();
  });

  it('accepts a PNG named otherwise and gives its bytes and a preview', async () => {
    const result = await checkImageFile(new Blob([new Uint8Array(SAMPLE_PNG)], { type: 'text/plain' }));
    expect(result).toEqual({
      ok: true,
      mime: 'image/png',
      bytes: new Uint8Array(SAMPLE_PNG),
      dataUrl: `data:image/png;base64,${btoa(String.fromCharCode(...SAMPLE_PNG))}`,
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
    exactly.set(SAMPLE_JPEG);
    expect((await checkImageFile(new Blob([exactly]))).ok).toBe(true);
    const tooLarge = new Uint8Array(MAX_IMAGE_BYTES + 1);
    tooLarge.set(SAMPLE_JPEG);
    expect(await checkImageFile(new Blob([tooLarge]))).toEqual({
      ok: false,
      error: 'Die Datei ist zu groß. Die maximal erlaubte Größe beträgt 4MB.',
    });
  });
});
