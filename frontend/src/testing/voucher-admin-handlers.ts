/**
 * The fake API of the back-office's discount codes ('Aktionscodes'): list,
 * create (with the server's rules and texts), deactivate, activate and
 * delete, for admins only. The codes live in their own small store here,
 * emptied before each test like `db` (setup-tests.ts); a test seeds codes,
 * and the uses behind them, with `seedVoucher`.
 */
import { HttpResponse } from 'msw';

import type { Schemas } from '@/lib/api-types';

import { apiHttp } from './api-http';
import { db } from './data';
import { adminRefusal, json, receive, type ErrorAnswer } from './fake-answers';

type Voucher = Schemas['VoucherDto'];

/** The contract's texts, word for word. */
export const voucherAdminMessages = {
  codeRequired: 'Bitte geben Sie einen Code ein.',
  codeLength: 'Der Code muss 4 bis 20 Zeichen lang sein.',
  codeCharacters: 'Der Code darf nur Buchstaben, Ziffern und Bindestriche enthalten.',
  percent: 'Der Rabatt in Prozent muss eine ganze Zahl von 1 bis 100 sein.',
  amount: 'Der Rabattbetrag muss mindestens 1 Cent betragen.',
  ruleMissing: 'Bitte geben Sie entweder einen Rabatt in Prozent oder einen Betrag an.',
  datesReversed: 'Das Ende der Gültigkeit darf nicht vor ihrem Beginn liegen.',
  noUses: 'Ein Aktionscode muss mindestens einmal einlösbar sein.',
  duplicate: 'Diesen Aktionscode gibt es bereits.',
  inUse: 'Ein bereits verwendeter Aktionscode kann nicht gelöscht werden.',
  /** This fake's own: the contract names no text for an unknown code. */
  unknown: 'Diesen Aktionscode gibt es nicht.',
} as const;

export const voucherAdminDb = {
  /** The codes, oldest first (the list answers newest first). */
  vouchers: [] as Voucher[],
};

export function resetVoucherAdminDb(): void {
  voucherAdminDb.vouchers = [];
}

/** Stores a code, 10 % off, once usable and unused unless told otherwise, created after those before it. */
export function seedVoucher(voucher: Partial<Voucher> & { code: string }): Voucher {
  const stored: Voucher = {
    percentOff: 10,
    amountOffCents: null,
    validFrom: null,
    validUntil: null,
    maxUses: 1,
    maxUsesPerCustomer: 1,
    minOrderCents: null,
    categoryId: null,
    active: true,
    redeemed: 0,
    reserved: 0,
    orders: [],
    createdAt: new Date(Date.UTC(2026, 4, 1) + voucherAdminDb.vouchers.length * 60_000).toISOString(),
    ...voucher,
  };
  voucherAdminDb.vouchers.push(stored);
  return stored;
}

/** Like `VoucherCode::parse`: trimmed, upper-cased (ASCII only), then characters before length. */
function parseCode(raw: string): string | { refused: string } {
  const code = raw.trim().replace(/[a-z]+/g, (letters) => letters.toUpperCase());
  if (code === '') return { refused: voucherAdminMessages.codeRequired };
  if (!/^[A-Z0-9-]+$/.test(code)) return { refused: voucherAdminMessages.codeCharacters };
  if (code.length < 4 || code.length > 20) return { refused: voucherAdminMessages.codeLength };
  return code;
}

/** Like `DiscountRule::parse`: exactly one of a whole percentage 1–100 and an amount of at least a cent. */
function ruleProblem(percentOff: number | undefined, amountOffCents: number | undefined): string | null {
  if (percentOff !== undefined && amountOffCents === undefined) {
    return Number.isInteger(percentOff) && percentOff >= 1 && percentOff <= 100 ? null : voucherAdminMessages.percent;
  }
  if (percentOff === undefined && amountOffCents !== undefined) {
    return amountOffCents >= 1 ? null : voucherAdminMessages.amount;
  }
  return voucherAdminMessages.ruleMissing;
}

function findVoucher(code: string): Voucher | undefined {
  const wanted = code.toUpperCase();
  return voucherAdminDb.vouchers.find((voucher) => voucher.code === wanted);
}

/** Switches a code off or on, as `/deactivate` and `/activate` do. */
function switchVoucher(code: string, active: boolean): ErrorAnswer | HttpResponse<Voucher> {
  db.received.push({ path: `/admin/vouchers/${code}/${active ? 'activate' : 'deactivate'}`, body: null });
  const refusal = adminRefusal();
  if (refusal) return refusal;
  const voucher = findVoucher(code);
  if (!voucher) return json(voucherAdminMessages.unknown, 404);
  voucher.active = active;
  return HttpResponse.json<Voucher>(voucher);
}

export const voucherAdminHandlers = [
  apiHttp.get('/admin/vouchers', () => {
    const refusal = adminRefusal();
    if (refusal) return refusal;
    return HttpResponse.json([...voucherAdminDb.vouchers].reverse());
  }),

  apiHttp.post('/admin/vouchers', async ({ request }) => {
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const body = await receive('/admin/vouchers', request);
    const code = parseCode(body.code);
    if (typeof code !== 'string') return json(code.refused, 422);
    const rule = ruleProblem(body.percentOff ?? undefined, body.amountOffCents ?? undefined);
    if (rule !== null) return json(rule, 422);
    const validFrom = body.validFrom ?? null;
    const validUntil = body.validUntil ?? null;
    if (validFrom !== null && validUntil !== null && validUntil < validFrom) {
      return json(voucherAdminMessages.datesReversed, 422);
    }
    const maxUses = body.maxUses ?? 1;
    const maxUsesPerCustomer = body.maxUsesPerCustomer ?? 1;
    if (maxUses < 1 || maxUsesPerCustomer < 1) return json(voucherAdminMessages.noUses, 422);
    if (findVoucher(code)) return json(voucherAdminMessages.duplicate, 409);
    const created = seedVoucher({
      code,
      percentOff: body.percentOff ?? null,
      amountOffCents: body.amountOffCents ?? null,
      validFrom,
      validUntil,
      maxUses,
      maxUsesPerCustomer,
      minOrderCents: body.minOrderCents ?? null,
      categoryId: body.categoryId ?? null,
      createdAt: new Date().toISOString(),
    });
    return HttpResponse.json(created, { status: 201 });
  }),

  apiHttp.post('/admin/vouchers/{code}/deactivate', ({ params }) => switchVoucher(String(params.code), false)),

  apiHttp.post('/admin/vouchers/{code}/activate', ({ params }) => switchVoucher(String(params.code), true)),

  apiHttp.delete('/admin/vouchers/{code}', ({ params }) => {
    db.received.push({ path: `/admin/vouchers/${String(params.code)}`, body: null });
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const voucher = findVoucher(String(params.code));
    if (!voucher) return json(voucherAdminMessages.unknown, 404);
    if (voucher.redeemed + voucher.reserved > 0) return json(voucherAdminMessages.inUse, 409);
    voucherAdminDb.vouchers = voucherAdminDb.vouchers.filter((candidate) => candidate !== voucher);
    return new HttpResponse(null, { status: 204 });
  }),
];
