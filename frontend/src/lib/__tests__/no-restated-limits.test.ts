/**
 * No limit of the server's rules file is written out again in TypeScript:
 * every form, page and helper takes it from `lib/rules.ts`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { findRestatedLimits, limitNumbers, type RestatedLimit } from '@/testing/restated-limits';

import rules from '../rules.generated.json';

const SRC = join(import.meta.dirname, '..', '..');

/** The app's own source: no tests, no test support (the fake server restates the server on purpose), nothing generated. */
function appSources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      return entry.name === '__tests__' || path === join(SRC, 'testing') ? [] : appSources(path);
    }
    const source = /\.tsx?$/.test(entry.name) && !/\.(test|generated)\.|\.d\.ts$/.test(entry.name);
    return source ? [path] : [];
  });
}

const numbers = limitNumbers(rules);

/**
 * Constants that only happen to equal a rules value: none of them is a limit
 * the server checks. Each is named by file and constant, so a new constant
 * of the same value elsewhere is still reported.
 */
const NOT_A_LIMIT: Readonly<Record<string, string>> = {
  'features/admin/api.ts#SAMPLES_PER_PAGE': 'samples per page of the back office (spec §9)',
  'features/admin/api.ts#CUSTOMERS_PER_PAGE': 'customers per page of the back office',
  'features/admin/components/pagination.tsx#VISIBLE_PAGES': 'page buttons shown at once',
  'features/admin/voucher-format.ts#BOTTLE_OPENERS_CATEGORY': 'a category id',
  'features/catalog/types.ts#CATEGORY_BOTTLE_OPENERS': 'a category id',
  'features/auth/components/reset-password-page.tsx#RESET_PASSWORD_REDIRECT_MS': 'a delay in milliseconds',
  'features/auth/components/sign-in-page.tsx#SIGN_IN_REDIRECT_MS': 'a delay in milliseconds',
  'features/auth/components/sign-up-page.tsx#SIGN_UP_REDIRECT_MS': 'a delay in milliseconds',
  'features/checkout/use-payment-status.ts#MAX_TRIES': 'polls of the payment status',
  'features/designer/logo-resolution.ts#UNITS_PER_MM': 'a unit conversion',
  'features/orders/proof-image.ts#PROOF_IMAGE_STEP': 'pixel widths of the proof image',
  'features/orders/proof-image.ts#PROOF_IMAGE_MIN_WIDTH': 'pixel widths of the proof image',
  'features/orders/proof-image.ts#PROOF_IMAGE_MAX_WIDTH': 'pixel widths of the proof image',
  'features/orders/proof-image.ts#SAFE_MARGIN': 'pixels of the proof image',
  'features/qr-links/components/scan-chart.tsx#SLOT': 'chart geometry',
  'features/qr-links/components/scan-chart.tsx#HEIGHT': 'chart geometry',
  'features/qr-links/components/scan-chart.tsx#TICK_EVERY': 'chart geometry',
  'features/qr-links/components/scan-chart.tsx#SLOTS_PER_DIGIT': 'chart geometry',
  'lib/backoff.ts#MAX_RETRIES': 'retries of a failed call',
};

function isCoincidence({ file, name }: RestatedLimit): boolean {
  return name !== null && Object.hasOwn(NOT_A_LIMIT, `${file}#${name}`);
}

describe('the limits of the rules file', () => {
  it('are numbers to look for, nested ones and the fields’ lengths included, the trivial ones not', () => {
    expect(numbers).toContain(rules.limits.qrTargetMaxChars);
    expect(numbers).toContain(rules.limits.qrDisableReason.min);
    expect(numbers).toContain(rules.limits.voucherCode.max);
    expect(numbers).toContain(rules.fields.orderReference.maxLength);
    expect(numbers).not.toContain(0);
    expect(numbers).not.toContain(1);
  });

  it('are never written out again in the app’s source', () => {
    const files = appSources(SRC);
    expect(files.length).toBeGreaterThan(100);
    const found = files
      .flatMap((path) => findRestatedLimits(relative(SRC, path), readFileSync(path, 'utf8'), numbers))
      .filter((restated) => !isCoincidence(restated));
    // Take the number from `lib/rules.ts`; only a constant that is truly no limit goes into NOT_A_LIMIT.
    expect(found.map(({ file, line, text }) => `${file}:${line}: ${text}`)).toEqual([]);
  });

  it('lists as coincidences only constants that still exist and still equal a rules value', () => {
    const listed = Object.keys(NOT_A_LIMIT).map((key) => {
      const [file, name] = key.split('#');
      const restated = findRestatedLimits(file, readFileSync(join(SRC, file), 'utf8'), numbers);
      return [key, restated.some((found) => found.name === name)];
    });
    expect(listed.filter(([, found]) => !found)).toEqual([]);
  });
});

describe('findRestatedLimits', () => {
  const limits = new Set([2000, 3, 10_000]);

  it('reports a named constant that restates a limit, with its file and line', () => {
    const source = "import x from 'y';\nconst X = 2000;\n";
    expect(findRestatedLimits('a.ts', source, limits)).toEqual([
      { file: 'a.ts', line: 2, value: 2000, name: 'X', text: 'const X = 2000;' },
    ]);
  });

  it('reports exported, typed and underscored constants and yup bounds', () => {
    const source = [
      'export const TARGET_MAX_CHARS = 2000;',
      'export const MAX: number = 10_000;',
      "  reason: string().trim().min(3, texts.short).max(2000, 'zu lang'),",
      '  code: string().length(3)',
    ].join('\n');
    expect(findRestatedLimits('b.ts', source, limits).map(({ line, value }) => [line, value])).toEqual([
      [1, 2000],
      [2, 10_000],
      [3, 3],
      [3, 2000],
      [4, 3],
    ]);
  });

  it('leaves numbers alone that are no limit, or no constant nor yup bound', () => {
    const source = [
      'const PAGE_SIZE = 8;',
      'const RULE = rules.limits.qrTargetMaxChars;',
      'const text = `bis 2000 Zeichen`;',
      'if (value.length > 2000) return;',
      'const timeout = 2000 * factor;',
    ].join('\n');
    expect(findRestatedLimits('c.ts', source, limits)).toEqual([]);
  });
});
