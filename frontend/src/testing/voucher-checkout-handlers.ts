/**
 * The fake API's Aktionscodes on the customer's side: `POST /vouchers/check`
 * and the discount create-order takes off (`placeOrder` in handlers.ts),
 * priced like the server (crates/domain/src/voucher.rs): a whole percentage
 * of the eligible lines' net rounded half up to the cent, or a fixed amount
 * never above it; VAT 19 % of net − discount, rounded half up. The codes are
 * a small fixed list; a code's uses are the ones it had before plus the
 * orders placed with it, so `resetDb` resets them.
 */
import { HttpResponse } from 'msw';

import type { Schemas } from '@/lib/api-types';
import type { TaxCategory } from '@/lib/eu';
import { formatCents } from '@/lib/format';
import { vatOn } from '@/lib/money';

import { apiHttp } from './api-http';
import { db, netOf, type TestOrderLine } from './data';
import { isRefusal, refusalAnswer, taxDecision } from './eu-tax-fake';
import { json, receive, type ErrorAnswer } from './fake-answers';
import serverMessages from './server-messages.json';

/** The amount server-messages.json's instance of the minimum names. */
const MINIMUM_EXAMPLE = '25,00 €';

/** The server's refusal of a code: its stable `code` and its text. */
export type VoucherRefusal = { code: VoucherRefusalCode; message: string };

/** The contract's codes of a refused discount code. */
type VoucherRefusalCode =
  | 'voucher.unknown'
  | 'voucher.expired'
  | 'voucher.not_yet_valid'
  | 'voucher.used_up'
  | 'voucher.not_applicable'
  | 'voucher.minimum_not_reached';

/** The server's refusals of a code; the minimum names its amount. */
export const voucherMessages = {
  invalid: serverMessages.voucherInvalid,
  expired: serverMessages.voucherExpired,
  notYetValid: serverMessages.voucherNotYetValid,
  redeemed: serverMessages.voucherAlreadyRedeemed,
  minimum: (cents: number) => serverMessages.voucherMinimumNotReached.replace(MINIMUM_EXAMPLE, formatCents(cents)),
  notApplicable: serverMessages.voucherNotApplicable,
} as const;

type TestVoucherCode = {
  code: string;
  percentOff?: number;
  amountOffCents?: number;
  /** First and last day (YYYY-MM-DD, Europe/Berlin), inclusive. */
  validFrom?: string;
  validUntil?: string;
  minOrderCents?: number;
  /** Only lines of this category count (2 cards, 3 bottle openers). */
  categoryId?: number;
  active?: boolean;
  maxUses?: number;
  /** Uses before the test began. */
  usedBefore?: number;
};

/** The codes the fake knows: one of each rule and one of each refusal. */
export const testVoucherCodes: readonly TestVoucherCode[] = [
  { code: 'SOMMER10', percentOff: 10 },
  { code: 'MINUS5', amountOffCents: 500 },
  { code: 'KARTEN20', percentOff: 20, categoryId: 2 },
  { code: 'OEFFNER-50', amountOffCents: 5000, categoryId: 3 },
  { code: 'AB100', percentOff: 15, minOrderCents: 10_000 },
  { code: 'WINTER2020', percentOff: 10, validUntil: '2020-12-31' },
  { code: 'ZUKUNFT', percentOff: 10, validFrom: '2999-01-01' },
  { code: 'EINMALIG', percentOff: 10, maxUses: 1, usedBefore: 1 },
  /** Once usable and not used yet: an order placed with it meanwhile uses it up. */
  { code: 'LETZTER', percentOff: 10, maxUses: 1 },
  { code: 'PAUSIERT', percentOff: 10, active: false },
];

/** Today in Germany, as YYYY-MM-DD. */
function berlinToday(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
}

function categoryOf(line: TestOrderLine): number | undefined {
  return db.products.find((product) => product.productId === line.productId)?.category_id;
}

function refused(code: VoucherRefusalCode, message: string): VoucherRefusal {
  return { code, message };
}

/** Whether `voucherQuote` refused the code. */
export function isRefusedQuote(answer: Schemas['VoucherQuote'] | VoucherRefusal): answer is VoucherRefusal {
  return 'message' in answer;
}

/** The server's 422 refusing a code. */
export function voucherRefusalAnswer({ code, message }: VoucherRefusal): ErrorAnswer {
  return json(message, 422, code);
}

/**
 * The server's quote for `rawCode` on priced lines, or its refusal: unknown
 * or switched off, not yet or no longer valid, used up, below the minimum,
 * no line it applies to.
 */
export function voucherQuote(
  rawCode: string,
  lines: readonly TestOrderLine[],
  taxCategory: TaxCategory = 'S',
): Schemas['VoucherQuote'] | VoucherRefusal {
  const code = rawCode.trim().toUpperCase();
  const voucher = testVoucherCodes.find((candidate) => candidate.code === code);
  if (!voucher || voucher.active === false) return refused('voucher.unknown', voucherMessages.invalid);
  const today = berlinToday();
  if (voucher.validFrom !== undefined && today < voucher.validFrom) {
    return refused('voucher.not_yet_valid', voucherMessages.notYetValid);
  }
  if (voucher.validUntil !== undefined && today > voucher.validUntil) {
    return refused('voucher.expired', voucherMessages.expired);
  }
  const uses = (voucher.usedBefore ?? 0) + db.orders.filter((order) => order.voucherCode === code).length;
  if (uses >= (voucher.maxUses ?? 100)) return refused('voucher.used_up', voucherMessages.redeemed);
  const net = netOf(lines);
  if (voucher.minOrderCents !== undefined && net < voucher.minOrderCents) {
    return refused('voucher.minimum_not_reached', voucherMessages.minimum(voucher.minOrderCents));
  }
  const eligible = netOf(
    voucher.categoryId === undefined ? lines : lines.filter((line) => categoryOf(line) === voucher.categoryId),
  );
  if (eligible <= 0) return refused('voucher.not_applicable', voucherMessages.notApplicable);
  const discount =
    voucher.percentOff !== undefined
      ? Math.floor((eligible * voucher.percentOff + 50) / 100)
      : Math.min(voucher.amountOffCents ?? 0, eligible);
  const vat = taxCategory === 'K' ? 0 : vatOn(net - discount);
  return { code, discountCents: discount, netCents: net, vatCents: vat, totalCents: net - discount + vat, taxCategory };
}

/** Prices one line from the catalogue like create-order (handlers.ts); a string is the refusal. */
type PriceLine = (line: Schemas['OrderLineBody'], position: number, orderLineId: number) => TestOrderLine | string;

/** Where a logo would be: the check runs before the logos are uploaded and prices the lines without them. */
const NOT_YET_UPLOADED = '/uploads/noch-nicht-hochgeladen.png';

/** `POST /vouchers/check`, pricing the lines as create-order does (`priceLine`). */
export function voucherCheckoutHandlers(priceLine: PriceLine) {
  return [
    apiHttp.post('/vouchers/check', async ({ request }) => {
      const body = await receive('/vouchers/check', request);
      if (body.orderLines.length === 0) return json(serverMessages.orderEmpty, 400);
      const priced: TestOrderLine[] = [];
      for (const [index, line] of body.orderLines.entries()) {
        const result = priceLine({ ...line, cardLogo: line.cardLogo || NOT_YET_UPLOADED }, index + 1, index + 1);
        if (typeof result === 'string') return json(result, 400);
        priced.push(result);
      }
      // Priced for the delivery country and buyer checkout sends (Germany, no number: the cart's).
      const decision = taxDecision(body.country, body.vatId);
      if (isRefusal(decision)) return refusalAnswer(decision);
      const quote = voucherQuote(body.code, priced, decision);
      return isRefusedQuote(quote) ? voucherRefusalAnswer(quote) : HttpResponse.json(quote);
    }),
  ];
}
