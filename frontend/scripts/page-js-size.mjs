#!/usr/bin/env node
/**
 * How much JavaScript a page really loads: opens each path in headless
 * Chromium, waits for the network to go idle and sums every JavaScript
 * response, raw and gzipped (level 9).
 *
 *   node scripts/page-js-size.mjs http://127.0.0.1:8080 /home /prime-shop
 *
 * Prints one line per path, `<path> <files> <raw bytes> <gzip bytes>`, for
 * scripts that parse it. With `--chunks`, then one line per file a path
 * loaded, `chunk <path> <file name> <gzip bytes>`, largest first, after all
 * the summary lines. Exits non-zero when a page fails to load.
 *
 *   node scripts/page-js-size.mjs --chunks http://127.0.0.1:8080 /home
 */
import { basename } from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function isJavaScript(response) {
  const type = response.headers()['content-type'] ?? '';
  return /javascript|ecmascript/i.test(type) || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
}

async function measure(browser, baseUrl, path) {
  // A fresh context per path: no cache and no module shared with the previous page.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending = [];
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 300 || !isJavaScript(response)) return;
      pending.push(response.body().then((body) => ({ url: response.url(), body })));
    });
    const response = await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
    if (!response || !response.ok()) {
      throw new Error(`${path}: HTTP ${response ? response.status() : 'no response'}`);
    }
    if (errors.length > 0) throw new Error(`${path}: script error: ${errors.join('; ')}`);
    const files = new Map();
    for (const { url, body } of await Promise.all(pending)) files.set(url, body);
    const chunks = [];
    let raw = 0;
    let gzip = 0;
    for (const [url, body] of files) {
      const size = gzipSync(body, { level: 9 }).length;
      raw += body.length;
      gzip += size;
      chunks.push({ file: basename(new URL(url).pathname), gzip: size });
    }
    chunks.sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file));
    return { files: files.size, raw, gzip, chunks };
  } finally {
    await context.close();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const listChunks = args.includes('--chunks');
  const [baseUrl, ...paths] = args.filter((arg) => arg !== '--chunks');
  if (!baseUrl || paths.length === 0) {
    console.error('usage: node scripts/page-js-size.mjs [--chunks] <baseUrl> <path> [<path> ...]');
    process.exit(2);
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  let failed = false;
  const chunkLines = [];
  try {
    for (const path of paths) {
      try {
        const { files, raw, gzip, chunks } = await measure(browser, baseUrl, path);
        console.log(`${path} ${files} ${raw} ${gzip}`);
        for (const chunk of chunks) chunkLines.push(`chunk ${path} ${chunk.file} ${chunk.gzip}`);
      } catch (error) {
        failed = true;
        console.error(`page-js-size: ${path} failed to load: ${error instanceof Error ? error.message : error}`);
      }
    }
  } finally {
    await browser.close();
  }
  if (listChunks) for (const line of chunkLines) console.log(line);
  process.exit(failed ? 1 : 0);
}

await main();
