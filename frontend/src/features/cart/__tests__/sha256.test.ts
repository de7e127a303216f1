import { sha256Bytes, sha256Hex } from '../sha256';

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('sha256', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('the JavaScript version hashes %j to the FIPS test vector', (input, digest) => {
    expect(hex(sha256Bytes(utf8(input)))).toBe(digest);
  });

  it('agrees with Web Crypto across block boundaries and on non-ASCII text', async () => {
    for (const length of [55, 56, 63, 64, 65, 119, 120, 1000]) {
      const text = 'ä'.repeat(length);
      const expected = hex(new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(text))));
      expect(hex(sha256Bytes(utf8(text)))).toBe(expected);
      expect(await sha256Hex(text)).toBe(expected);
    }
  });

  it('falls back to the JavaScript version without crypto.subtle', async () => {
    vi.stubGlobal('crypto', {});
    try {
      expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
