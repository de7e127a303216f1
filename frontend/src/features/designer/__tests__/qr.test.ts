import jsQR from 'jsqr';

import { encodeQr, QUIET_ZONE_MODULES, qrModulePixels, qrToRgba } from '@/lib/card-design/qr';
import { placeholderShortLink } from '../short-link';

const URLS = [
  'https://pizzeria-roma.de',
  'www.doener-palast.de/speisekarte',
  'http://a.de',
  'https://restaurant-am-markt.de/menu?q=1',
  'sushi-bar.example:8080/karte#mittag',
  'https://www.grill-und-mehr-gladbach.de/a',
];

function pixel(image: { width: number; data: Uint8ClampedArray }, x: number, y: number) {
  const offset = (y * image.width + x) * 4;
  return Array.from(image.data.slice(offset, offset + 4));
}

describe('QR code', () => {
  it.each(URLS)('encodes %s into a code that decodes back to it', (url) => {
    expect(url.length).toBeLessThanOrEqual(40);
    const matrix = encodeQr(url);
    const image = qrToRgba(matrix, qrModulePixels(matrix.length, 380));

    const decoded = jsQR(image.data, image.width, image.height);

    expect(decoded?.data).toBe(url);
  });

  it('decodes at a small module size too', () => {
    const matrix = encodeQr(URLS[0]);
    const image = qrToRgba(matrix, 3);
    expect(jsQR(image.data, image.width, image.height)?.data).toBe(URLS[0]);
  });

  it('draws whole-pixel black modules on white with a quiet zone of four modules', () => {
    const matrix = encodeQr('https://pizzeria-roma.de');
    const modulePixels = 5;
    const image = qrToRgba(matrix, modulePixels);
    const side = (matrix.length + 2 * QUIET_ZONE_MODULES) * modulePixels;

    expect(image.width).toBe(side);
    expect(image.height).toBe(side);
    expect(image.data).toHaveLength(side * side * 4);
    // The quiet zone is white all round.
    for (let i = 0; i < QUIET_ZONE_MODULES * modulePixels; i++) {
      expect(pixel(image, i, i)).toEqual([255, 255, 255, 255]);
      expect(pixel(image, side - 1 - i, side - 1 - i)).toEqual([255, 255, 255, 255]);
    }
    // Every module is a solid square: its first and last pixel agree with the matrix.
    for (let row = 0; row < matrix.length; row++) {
      for (let column = 0; column < matrix.length; column++) {
        const left = (column + QUIET_ZONE_MODULES) * modulePixels;
        const top = (row + QUIET_ZONE_MODULES) * modulePixels;
        const expected = matrix[row][column] ? [0, 0, 0, 255] : [255, 255, 255, 255];
        expect(pixel(image, left, top)).toEqual(expected);
        expect(pixel(image, left + modulePixels - 1, top + modulePixels - 1)).toEqual(expected);
      }
    }
  });

  it('picks the largest whole module size that fits the box', () => {
    // 29 modules + 8 quiet = 37; 380 / 37 = 10.27.
    expect(qrModulePixels(29, 380)).toBe(10);
    expect(qrModulePixels(33, 380)).toBe(9);
    expect(qrModulePixels(200, 100)).toBe(1);
  });

  it('refuses a module size that is not a positive whole number', () => {
    const matrix = encodeQr('x.de');
    expect(() => qrToRgba(matrix, 0)).toThrow(RangeError);
    expect(() => qrToRgba(matrix, 2.5)).toThrow(RangeError);
  });

  it('encodes umlauts as UTF-8', () => {
    const url = 'https://döner-mönchengladbach.de';
    const matrix = encodeQr(url);
    const image = qrToRgba(matrix, 6);
    expect(jsQR(image.data, image.width, image.height)?.data).toBe(url);
  });

  describe('the short link placeholder', () => {
    const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
    const BASES = ['https://shop.example/q/', 'https://primecards.de/q/', 'http://localhost:8080/q/'];

    /** A code as the server makes it: `length` characters of its alphabet, from a seeded sequence. */
    function realLookingCode(length: number, seed: number): string {
      let state = seed;
      return Array.from({ length }, () => {
        state = (state * 1103515245 + 12345) % 2 ** 31;
        return ALPHABET[state % ALPHABET.length];
      }).join('');
    }

    it.each(BASES)('draws as many modules for %s as a real code of the same length', (base) => {
      const placeholder = placeholderShortLink({ base, codeLength: 10 });
      expect(placeholder).toBe(`${base}XXXXXXXXXX`);
      const modules = encodeQr(placeholder ?? '').length;
      for (const code of [
        '7KQ2MZX9PA',
        '2222222222',
        'ZZZZZZZZZZ',
        ...[1, 2, 3, 4, 5].map((seed) => realLookingCode(10, seed)),
      ]) {
        expect(code).toHaveLength(10);
        expect(encodeQr(`${base}${code}`).length).toBe(modules);
      }
    });

    it('follows the code length the shop names', () => {
      const base = 'https://shop.example/q/';
      for (const codeLength of [6, 10, 16]) {
        const placeholder = placeholderShortLink({ base, codeLength }) ?? '';
        expect(encodeQr(placeholder).length).toBe(encodeQr(`${base}${realLookingCode(codeLength, codeLength)}`).length);
      }
    });

    it('decodes back to the placeholder link', () => {
      const link = placeholderShortLink({ base: 'https://shop.example/q/', codeLength: 10 }) ?? '';
      const matrix = encodeQr(link);
      const image = qrToRgba(matrix, qrModulePixels(matrix.length, 380));
      expect(jsQR(image.data, image.width, image.height)?.data).toBe(link);
    });
  });
});
