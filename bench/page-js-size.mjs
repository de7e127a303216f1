// The JavaScript a page of the shop loads, measured in a real browser:
// each path is opened in headless chromium (Debian's, never a download), every
// script response is collected until the network is idle, and one line per
// path is printed: "<path> <files> <raw bytes> <gzip bytes>". The gzip size
// is each file compressed on its own at level 9, as a static server would
// precompress it.
//
// node bench/page-js-size.mjs http://127.0.0.1:18300 /home /prime-shop

import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';

const [baseUrl, ...paths] = process.argv.slice(2);
if (!baseUrl || paths.length === 0) {
  console.error('usage: page-js-size.mjs <baseUrl> <path>...');
  process.exit(2);
}

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const path of paths) {
    // A fresh context per path: nothing cached from the page before.
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      scripts.set(response.url(), response.buffer().catch(() => null));
    });
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle0' });
    const bodies = (await Promise.all(scripts.values())).filter(Boolean);
    const raw = bodies.reduce((sum, body) => sum + body.length, 0);
    const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    console.log(`${path} ${bodies.length} ${raw} ${gzip}`);
    await context.close();
  }
} finally {
  await browser.close();
}
