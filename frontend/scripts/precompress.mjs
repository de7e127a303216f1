#!/usr/bin/env node
/**
 * Writes every text bundle in dist/assets also as `<name>.br` (brotli, best
 * quality) and `<name>.gz` (gzip, level 9), where that is smaller: the server
 * sends these to a browser that takes them (crates/api/src/frontend.rs), so
 * no request compresses a bundle again, and a phone on a slow line gets the
 * smallest form there is.
 *
 *   node scripts/precompress.mjs [dist]
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|css|svg|json|txt|map)$/;
const assets = join(process.argv[2] ?? 'dist', 'assets');

let written = 0;
for (const name of readdirSync(assets)) {
  if (!TEXT.test(name)) continue;
  const body = readFileSync(join(assets, name));
  const forms = {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz: gzipSync(body, { level: 9 }),
  };
  for (const [suffix, packed] of Object.entries(forms)) {
    const path = join(assets, `${name}.${suffix}`);
    if (packed.length < body.length) {
      writeFileSync(path, packed);
      written += 1;
    } else {
      rmSync(path, { force: true });
    }
  }
}
console.log(`precompress: ${written} compressed forms written in ${assets}`);
