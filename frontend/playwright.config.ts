/**
 * Browser journeys against the real API binary (`shop-api`), which also serves
 * the built front end from `dist/`. Each run gets a fresh SQLite database in a
 * temporary directory, seeded with the demo catalogue.
 *
 *   npm run build && SHOP_API_BIN=../target/debug/shop-api npm run e2e
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig, devices } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
// E2E_STATIC_DIR lets several builds be tested side by side; `dist/` is the default.
const staticDir = path.resolve(here, process.env.E2E_STATIC_DIR ?? 'dist');

const apiBin = process.env.SHOP_API_BIN;
if (!apiBin) {
  throw new Error(
    'SHOP_API_BIN is not set. Point it at the API binary, e.g. SHOP_API_BIN=../target/debug/shop-api npm run e2e',
  );
}
const apiBinPath = path.resolve(apiBin);
if (!existsSync(apiBinPath)) {
  throw new Error(
    `SHOP_API_BIN points to ${apiBinPath}, which does not exist. Build the API first (cargo build -p shop-api).`,
  );
}
if (!existsSync(path.join(staticDir, 'index.html'))) {
  throw new Error(`${staticDir}/index.html is missing. Run "npm run build" before "npm run e2e".`);
}

const port = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://127.0.0.1:${port}`;

// Playwright evaluates this file in the runner and in every worker; the
// environment variable makes them share one temporary directory.
process.env.PRIMECARDS_E2E_DIR ??= mkdtempSync(path.join(tmpdir(), 'primecards-e2e-'));
const dataDir = process.env.PRIMECARDS_E2E_DIR;

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  // Spec files run side by side on two workers, each file's tests in order.
  // The back-office journeys edit the catalogue the others read, so they run
  // in a project of their own once the others are done.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'off',
    locale: 'de-DE',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'shop', testIgnore: /admin\.spec\.ts$/, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'back-office',
      testMatch: /admin\.spec\.ts$/,
      dependencies: ['shop'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    command: JSON.stringify(apiBinPath),
    url: `${baseURL}/api/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      DATABASE_URL: `sqlite://${path.join(dataDir, 'shop.db')}`,
      SHOP_BIND: `127.0.0.1:${port}`,
      SHOP_PUBLIC_URL: baseURL,
      SHOP_DATA_DIR: dataDir,
      SHOP_STATIC_DIR: staticDir,
      SHOP_DEMO_DATA: 'true',
      SHOP_PAYMENT_PROVIDER: 'local',
      // Journeys make each new customer's account from an address of its own (e2e/helpers.ts).
      SHOP_TRUSTED_PROXIES: '127.0.0.1',
      SHOP_ADMIN_EMAIL: 'admin@example.test',
      SHOP_ADMIN_PASSWORD: 'e2e-admin-password',
      RUST_LOG: 'warn',
    },
  },
});
