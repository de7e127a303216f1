import { sha256Hex } from '../sha256';

const FIPS_VECTORS = [
  ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
  ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  [
    'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
    '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
  ],
];

/** Runs `check` as in a page that is no secure context: no `crypto.subtle`. */
async function withoutWebCrypto(check: () => Promise<void>) {
  vi.stubGlobal('crypto', {});
  try {
    await check();
  } finally {
    vi.unstubAllGlobals();
  }
}

describe('sha256Hex', () => {
  it.each(FIPS_VECTORS)('hashes %j to the FIPS test vector with Web Crypto', async (input, digest) => {
    expect(await sha256Hex(input)).toBe(digest);
  });

  it.each(FIPS_VECTORS)('hashes %j to the FIPS test vector without Web Crypto', async (input, digest) => {
    await withoutWebCrypto(async () => {
      expect(await sha256Hex(input)).toBe(digest);
    });
  });

  it('gives the same digest with and without Web Crypto across block boundaries and on non-ASCII text', async () => {
    const texts = [55, 56, 63, 64, 65, 119, 120, 1000].map((length) => 'ä'.repeat(length));
    const withWebCrypto = await Promise.all(texts.map(sha256Hex));
    await withoutWebCrypto(async () => {
      expect(await Promise.all(texts.map(sha256Hex))).toEqual(withWebCrypto);
    });
  });
});
