/**
 * The fake of `GET /admin/on-time` ('Termintreue (90 Tage)'), for admins
 * only. Like the server it looks at the stored orders that shipped in the
 * last 90 days (a `shipped` step in their timeline) and have a promised day
 * (`shipBy`): the share that shipped on or before that day, in whole percent
 * rounded down, or `null` when none did. A test answers otherwise with
 * `answerOnTime`.
 */
import { HttpResponse } from 'msw';

import { dayInGermany } from '@/lib/dates';
import type { Schemas } from '@/lib/api-types';

import { apiHttp } from './api-http';
import { db } from './data';
import { adminRefusal } from './fake-answers';

type OnTime = Schemas['OnTimeDto'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day in Germany of the stored orders' shipments in the last 90 days, with their promised days. */
function shipments(now: Date): { promised: string; shipped: string }[] {
  const since = dayInGermany(new Date(now.getTime() - 90 * DAY_MS));
  return db.orders.flatMap((order) => {
    const shippedAt = order.timeline?.find((entry) => entry.step === 'shipped')?.at;
    if (!order.shipBy || shippedAt === undefined) return [];
    const shipped = dayInGermany(new Date(shippedAt));
    return shipped >= since ? [{ promised: order.shipBy, shipped }] : [];
  });
}

/** Like `on_time_percent`: the share on time, rounded down; `null` without any shipment. */
export function onTimeOf(now: Date = new Date()): OnTime {
  const all = shipments(now);
  if (all.length === 0) return { percent: null, shipped: 0 };
  const onTime = all.filter(({ promised, shipped }) => shipped <= promised).length;
  return { percent: Math.floor((onTime * 100) / all.length), shipped: all.length };
}

/** A handler for `server.use` that answers every call with `answer`. */
export function answerOnTime(answer: OnTime) {
  return apiHttp.get('/admin/on-time', () => {
    const refusal = adminRefusal();
    if (refusal) return refusal;
    return HttpResponse.json(answer);
  });
}

export const onTimeHandlers = [
  apiHttp.get('/admin/on-time', () => {
    const refusal = adminRefusal();
    if (refusal) return refusal;
    return HttpResponse.json(onTimeOf());
  }),
];
