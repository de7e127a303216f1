import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const TESTS = /\.test\.tsx?$/;

/**
 * The test files that replace a module with `vi.mock`. They run each in a fresh module graph; all others share
 * one per worker (jsdom, React and the app's modules are set up once instead of per file, which was over a
 * third of the suite's time), with the per-test resets of src/testing/setup-tests.ts between them.
 */
function testsThatMockModules(): string[] {
  const src = fileURLToPath(new URL('./src', import.meta.url));
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => TESTS.test(file) && readFileSync(`${src}/${file}`, 'utf8').includes('vi.mock('))
    .map((file) => `src/${file}`);
}

// Read only when vitest loads this config, not for every build or dev server start.
const mockingTests = process.env.VITEST ? testsThatMockModules() : [];

// The API (crates/api, binary `shop-api`) serves the built front end and answers
// on the same origin; during `npm run dev` Vite forwards those prefixes to it.
const API_ORIGIN = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one chunk: the shell (React, the router, the store, the
        // top bar and footer) loads as one file instead of a handful of small shared chunks, and compresses better.
        // Pages stay behind their dynamic imports (src/app/routes/lazy-pages.tsx).
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    // The card layout, template artworks and font live in ../design, shared with the server.
    fs: { allow: ['..'] },
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/uploads': { target: API_ORIGIN, changeOrigin: false },
      '/demo': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
    // CI shares two cores with builds; a slow machine is not a failure.
    testTimeout: 20_000,
    // Vitest leaves one core free by default; use them all (on two cores: 105 s instead of 160 s).
    maxWorkers: availableParallelism(),
    css: { modules: { classNameStrategy: 'non-scoped' } },
    projects: [
      { extends: true, test: { name: 'mocking', include: mockingTests } },
      {
        extends: true,
        test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: mockingTests, isolate: false },
      },
    ],
  },
});
