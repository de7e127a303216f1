/**
 * Preview and print proof show the same card. The customer's canvas preview
 * (900 x 1500 px, 20 px per mm) is compared with the server's proof of the
 * same design, rasterised by poppler's pdftoppm at 508 dpi (also 20 px per
 * mm) and cut to the TrimBox, pixel by pixel.
 *
 * The threshold, and why: the two renderers share the layout, the template
 * SVGs, the font and the QR modules, but not their rasterisers. Chromium and
 * poppler anti-alias edges differently, hint and position glyphs of the same
 * font by fractions of a pixel, and scale the logo with different filters.
 * Those differences sit on edges: a pixel or two wide along text, artwork
 * outlines and QR modules. So the test allows a small mean difference and a
 * small share of pixels that differ clearly, both far below what a real
 * divergence gives: the proof of the same data on another template, checked
 * here too, must fail the same threshold by a wide margin.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { canvasPng } from './logo-png';

/** Mean absolute difference per channel (0-255) the two may have. */
const MAX_MEAN_DIFFERENCE = 8;
/** Share of pixels whose largest channel difference exceeds CLEAR_DIFFERENCE. */
const MAX_CLEARLY_DIFFERENT_SHARE = 0.05;
const CLEAR_DIFFERENCE = 64;

const WIDTH = 900;
const HEIGHT = 1500;
/** 20 px per mm: the preview's scale. */
const DPI = 508;
/** The 2 mm bleed at 20 px per mm. */
const BLEED_PX = 40;

const DESIGN = {
  address: 'Hauptstraße 5, 41061 Mönchengladbach',
  phone: '+49 2161 123456',
  url: 'www.pizzeria-roma.de',
};

type Comparison = { meanDifference: number; clearlyDifferentShare: number };

function compare(preview: Buffer, proof: Buffer): Comparison {
  let sum = 0;
  let clearly = 0;
  const pixels = WIDTH * HEIGHT;
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    let largest = 0;
    for (let channel = 0; channel < 3; channel += 1) {
      const difference = Math.abs(preview[pixel * 4 + channel] - proof[pixel * 3 + channel]);
      sum += difference;
      largest = Math.max(largest, difference);
    }
    if (largest > CLEAR_DIFFERENCE) clearly += 1;
  }
  return { meanDifference: sum / (pixels * 3), clearlyDifferentShare: clearly / pixels };
}

/** The RGB bytes of a binary PPM (P6, maxval 255). */
function ppmPixels(ppm: Buffer): { width: number; height: number; rgb: Buffer } {
  const header = ppm.subarray(0, 64).toString('latin1');
  const match = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(header);
  if (!match) throw new Error(`not a P6 PPM: ${header.slice(0, 20)}`);
  return { width: Number(match[1]), height: Number(match[2]), rgb: ppm.subarray(match[0].length) };
}

/** The proof of one card with `template`, rasterised to the preview's pixels. */
async function proofPixels(page: Page, logoUrl: string, template: string): Promise<Buffer> {
  const created = await page.request.post('/api/orderLine/create-order', {
    data: {
      orderType: 'Normal',
      orderLines: [
        {
          productId: 2,
          productType: 'PrimeProd',
          qte: 1,
          processingType: 'Magnete einzeln in LDPE Tütchen verpackt',
          remarks: '',
          musterNumber: '',
          template,
          address: DESIGN.address,
          phone: DESIGN.phone,
          url: DESIGN.url,
          cardLogo: logoUrl,
          // Both sides print the typed address: a short link's code is drawn only with the order.
          qrMode: 'direct',
        },
      ],
      shippingInfo: {
        responsableName: 'Maria Rossi',
        companyName: 'Pizzeria Roma',
        email: 'vergleich@pizzeria-roma.de',
        phone: '02161 123456',
        shippingAddress: 'Hauptstr. 1',
        zipCode: '41061',
        city: 'Mönchengladbach',
      },
      userId: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const proof = await page.request.get(`/api/orders/${id}/proofs.pdf`);
  expect(proof.status()).toBe(200);
  const dir = mkdtempSync(join(tmpdir(), 'preview-proof-'));
  writeFileSync(join(dir, 'proof.pdf'), await proof.body());
  execFileSync('pdftoppm', [
    '-r', String(DPI),
    '-x', String(BLEED_PX), '-y', String(BLEED_PX), '-W', String(WIDTH), '-H', String(HEIGHT),
    '-singlefile', join(dir, 'proof.pdf'), join(dir, 'proof'),
  ]); // prettier-ignore
  const { width, height, rgb } = ppmPixels(readFileSync(join(dir, 'proof.ppm')));
  expect([width, height]).toEqual([WIDTH, HEIGHT]);
  return rgb;
}

test('the preview and the print proof of a design show the same card', async ({ page }) => {
  await page.goto('/prime-shop/primeCardsDetails/2');
  const templates = page.getByRole('radiogroup', { name: 'Vorlage wählen' });
  await expect(templates.getByRole('radio', { name: 'Baguette' })).toBeChecked();

  const logo = await canvasPng(page, 600, 400, { colour: '#1f5fa8' });
  const form = page.getByRole('form', { name: 'Vorschauformular' });
  await form.getByLabel('Adresse').fill(DESIGN.address);
  await form.getByLabel('Telefonnummer').fill(DESIGN.phone);
  await form.getByLabel('QR Code URL').fill(DESIGN.url);
  await form.getByLabel('QR-Code führt fest zur eingegebenen URL').check();
  await form.getByLabel('Logo einfügen').setInputFiles(logo);
  await form.getByRole('button', { name: 'Vorschau' }).click();
  await expect(page.getByRole('button', { name: 'Vorschau herunterladen' })).toBeEnabled();

  // The RGBA bytes travel as one base64 string: an array of 5.4 million numbers takes many seconds.
  const preview = Buffer.from(
    await page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('canvas[aria-label="Vorschau Ihrer PrimeCard"]');
      const context = canvas?.getContext('2d');
      if (!canvas || !context) throw new Error('no preview canvas');
      const bytes = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let binary = '';
      for (let start = 0; start < bytes.length; start += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
      }
      return btoa(binary);
    }),
    'base64',
  );
  expect(preview.length).toBe(WIDTH * HEIGHT * 4);

  const upload = await page.request.post('/api/images', {
    multipart: { file: { name: logo.name, mimeType: logo.mimeType, buffer: logo.buffer } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { secure_url: logoUrl } = (await upload.json()) as { secure_url: string };

  const same = compare(preview, await proofPixels(page, logoUrl, 'baguette'));
  const other = compare(preview, await proofPixels(page, logoUrl, 'burger'));
  // The measured figures go into the report, for the threshold's documentation.
  const measured = `preview vs proof: ${JSON.stringify(same)}; vs another template: ${JSON.stringify(other)}`;
  test.info().annotations.push({ type: 'comparison', description: measured });
  process.stdout.write(`${measured}\n`);

  expect(same.meanDifference).toBeLessThanOrEqual(MAX_MEAN_DIFFERENCE);
  expect(same.clearlyDifferentShare).toBeLessThanOrEqual(MAX_CLEARLY_DIFFERENT_SHARE);
  // The check can fail: another template's proof is far outside it.
  expect(other.meanDifference > MAX_MEAN_DIFFERENCE || other.clearlyDifferentShare > MAX_CLEARLY_DIFFERENT_SHARE).toBe(
    true,
  );
});
