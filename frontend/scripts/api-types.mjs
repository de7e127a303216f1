#!/usr/bin/env node
/**
 * The API's types, generated from the server's OpenAPI document:
 *
 *   node scripts/api-types.mjs          writes src/lib/api-schema.d.ts from openapi.json
 *   node scripts/api-types.mjs --check  regenerates into a temporary file and exits 1
 *                                       when the checked-in file differs
 *
 * Both run the same generator with the same options, and the file is
 * excluded from ESLint and formatters, so the check compares the generator's
 * output as is (only line endings are evened out, for Git on Windows).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const document = join(root, 'openapi.json');
const checkedIn = join(root, 'src/lib/api-schema.d.ts');
// The package's exports map `*.js` to `*.mjs`, so its CLI is found next to its package.json.
const generator = join(
  dirname(createRequire(import.meta.url).resolve('openapi-typescript/package.json')),
  'bin/cli.js',
);

function generate(output) {
  execFileSync(process.execPath, [generator, document, '--output', output], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const lines = (file) => readFileSync(file, 'utf8').replaceAll('\r\n', '\n');

if (process.argv.includes('--check')) {
  const dir = mkdtempSync(join(tmpdir(), 'api-types-'));
  try {
    const fresh = join(dir, 'api-schema.d.ts');
    generate(fresh);
    if (lines(fresh) !== lines(checkedIn)) {
      console.error(
        'src/lib/api-schema.d.ts does not match openapi.json: run `npm run api:types` and commit the result.',
      );
      process.exitCode = 1;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
} else {
  generate(checkedIn);
}
