/**
 * The fake API of the back office's closure days ('Schließtage'): the list
 * of those that have not ended (by first day), saving one with the server's
 * rules and texts, removing one, and the orders a closure would touch
 * (`/admin/closures/affected`), for admins only. The closures live in
 * an in-memory list here; a test seeds closures with `seedClosure` and
 * empties the list with `resetClosureDb` before each test (closures.test.tsx
 * does so in its `beforeEach`).
 */
import { HttpResponse } from 'msw';

import { dayInGermany } from '@/lib/dates';
import type { Schemas } from '@/lib/api-types';

import { apiHttp } from './api-http';
import { db, shipByOf } from './data';
import { adminRefusal, json, receive } from './fake-answers';

type Closure = Schemas['ClosureDto'];

/** The contract's texts, word for word. */
export const closureMessages = {
  day: 'Bitte geben Sie die Tage als JJJJ-MM-TT an.',
  backwards: 'Der letzte Tag darf nicht vor dem ersten liegen.',
  tooLong: 'Eine Schließzeit darf höchstens ein Jahr lang sein.',
  past: 'Eine Schließzeit muss heute oder später enden.',
  label: 'Bitte geben Sie eine Bezeichnung mit höchstens 80 Zeichen ein, ohne Steuerzeichen.',
  notFound: 'Diese Schließzeit gibt es nicht.',
} as const;

export const closureDb = {
  /** Every closure saved, ended ones included (the list leaves those out). */
  closures: [] as Closure[],
  nextId: 1,
};

export function resetClosureDb(): void {
  closureDb.closures = [];
  closureDb.nextId = 1;
}

/** `24.12.` of `2026-12-24`. */
function dayAndMonth(day: string): string {
  const [, month, date] = day.split('-');
  return `${date}.${month}.`;
}

/** Like `Closure::sentence`: 'Betriebsferien vom 24.12. bis 01.01.', or 'Inventur am 31.12.' for one day. */
export function closureSentence(from: string, to: string, label: string): string {
  return from === to ? `${label} am ${dayAndMonth(from)}` : `${label} vom ${dayAndMonth(from)} bis ${dayAndMonth(to)}`;
}

/** Stores a closure as given (no rules checked), with the next id and its sentence. */
export function seedClosure(closure: { from: string; to: string; label: string }): Closure {
  const stored: Closure = {
    id: closureDb.nextId++,
    ...closure,
    sentence: closureSentence(closure.from, closure.to, closure.label),
  };
  closureDb.closures.push(stored);
  return stored;
}

/** Like chrono's `%Y-%m-%d` of the trimmed text: a real calendar day, else `null`. */
function parseDay(raw: string): string | null {
  const text = raw.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? text : null;
}

/** The same date a year after `from`, or the last day of that month (chrono's `checked_add_months(12)`). */
function aYearLater(from: string): string {
  const [year, month, day] = from.split('-').map(Number);
  const lastOfMonth = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
  return `${String(year + 1).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastOfMonth)).padStart(2, '0')}`;
}

/** Like `Closure::parse` (its checks in its order) and then `DeliveryPromises::add_closure`'s end check. */
function closureProblem(from: string, to: string, label: string): string | null {
  if (to < from) return closureMessages.backwards;
  if (to >= aYearLater(from)) return closureMessages.tooLong;
  const trimmed = label.replace(/^\p{White_Space}+|\p{White_Space}+$/gu, '');
  const length = Array.from(trimmed).length;
  if (length === 0 || length > 80 || /\p{Cc}/u.test(trimmed)) return closureMessages.label;
  if (to < dayInGermany()) return closureMessages.past;
  return null;
}

/**
 * The orders still to ship whose promised day the closure `from`–`to` would have moved, earliest first.
 * The fake takes those whose promised day falls within the closure; the server reckons the days itself.
 */
function affectedOrders(from: string, to: string): Schemas['AffectedOrderDto'][] {
  return db.orders
    .flatMap((order) => {
      const { shipBy } = shipByOf(order);
      if (!shipBy || shipBy < from || shipBy > to) return [];
      return [{ orderId: order.orderId, shipBy, companyName: order.shipping.companyName ?? null }];
    })
    .sort((a, b) => a.shipBy.localeCompare(b.shipBy) || a.orderId - b.orderId);
}

export const closureHandlers = [
  apiHttp.get('/admin/closures/affected', ({ request }) => {
    const params = new URL(request.url).searchParams;
    db.received.push({ path: '/admin/closures/affected', body: Object.fromEntries(params) });
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const from = parseDay(params.get('from') ?? '');
    const to = parseDay(params.get('to') ?? '');
    if (from === null || to === null) return json(closureMessages.day, 400);
    return HttpResponse.json({ orders: affectedOrders(from, to) });
  }),

  apiHttp.get('/admin/closures', () => {
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const today = dayInGermany();
    const open = closureDb.closures
      .filter((closure) => closure.to >= today)
      .sort((a, b) => (a.from === b.from ? a.id - b.id : a.from < b.from ? -1 : 1));
    return HttpResponse.json(open);
  }),

  apiHttp.post('/admin/closures', async ({ request }) => {
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const body = await receive('/admin/closures', request);
    const from = parseDay(body.from);
    const to = parseDay(body.to);
    if (from === null || to === null) return json(closureMessages.day, 400);
    const problem = closureProblem(from, to, body.label);
    if (problem !== null) return json(problem, 400);
    const label = body.label.replace(/^\p{White_Space}+|\p{White_Space}+$/gu, '');
    return HttpResponse.json(seedClosure({ from, to, label }), { status: 201 });
  }),

  apiHttp.delete('/admin/closures/{id}', ({ params }) => {
    db.received.push({ path: `/admin/closures/${String(params.id)}`, body: null });
    const refusal = adminRefusal();
    if (refusal) return refusal;
    const index = closureDb.closures.findIndex((closure) => String(closure.id) === String(params.id));
    if (index === -1) return json(closureMessages.notFound, 404);
    closureDb.closures.splice(index, 1);
    return new HttpResponse(null, { status: 204 });
  }),
];
