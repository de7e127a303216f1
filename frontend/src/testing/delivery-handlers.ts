/**
 * The fake of `GET /delivery-promise`: what the server promises for an order
 * placed and approved now, with its German sentence and the express
 * surcharge (the server's default). The fake does not reckon days: it
 * answers one fixed promise for Germany and one for the other member states,
 * each with and without 'Express-Produktion' (all as on a Thursday,
 * 17.12.2026, before the 12:00 cut-off), whose deadline (`orderBy`) lies an
 * hour after the moment it answers, so no test sees it pass unless the test
 * moves the clock. A country that is none of the 27 gets the server's 400.
 * Every request is recorded with its query
 * (`receivedOn('/delivery-promise')`); a test answers otherwise with
 * `answerDeliveryPromise`.
 */
import { HttpResponse } from 'msw';

import type { Schemas } from '@/lib/api-types';
import { euTexts, GERMANY, isMemberState } from '@/lib/eu';

import { apiHttp } from './api-http';
import { db } from './data';
import { json } from './fake-answers';
import serverMessages from './server-messages.json';

type DeliveryPromise = Schemas['DeliveryPromiseDto'];

/** The server's sentences of the fake's promises. */
export const deliveryTexts = {
  germany: 'Lieferung voraussichtlich Di, 22.12. – Mi, 23.12., wenn Sie bis heute, 12:00 Uhr bestellen und freigeben.',
  abroad: 'Lieferung voraussichtlich Mi, 23.12. – Mo, 28.12., wenn Sie bis heute, 12:00 Uhr bestellen und freigeben.',
  germanyExpress:
    'Lieferung voraussichtlich Mo, 21.12. – Di, 22.12., wenn Sie bis heute, 12:00 Uhr bestellen und freigeben.',
  abroadExpress:
    'Lieferung voraussichtlich Di, 22.12. – Do, 24.12., wenn Sie bis heute, 12:00 Uhr bestellen und freigeben.',
} as const;

/** The server's default express surcharge, in cents (net); the fake's create-order charges it too. */
export const EXPRESS_SURCHARGE_CENTS = 2990;

const HOUR_MS = 60 * 60 * 1000;

/**
 * The promise for an order to `country` placed now: shipped on Monday (with
 * express on Friday, the next working day), in Germany 1–2 days later,
 * abroad 2–4 working days later. `orderBy` and `approveBy` are an hour after now.
 */
export function deliveryPromiseFor(country: string = GERMANY, express = false): DeliveryPromise {
  const deadline = new Date(Date.now() + HOUR_MS).toISOString();
  const inGermany = country === GERMANY;
  if (express) {
    return {
      orderBy: deadline,
      approveBy: deadline,
      shipOn: '2026-12-18',
      deliverFrom: inGermany ? '2026-12-21' : '2026-12-22',
      deliverTo: inGermany ? '2026-12-22' : '2026-12-24',
      reasons: [],
      text: inGermany ? deliveryTexts.germanyExpress : deliveryTexts.abroadExpress,
      expressSurcharge: EXPRESS_SURCHARGE_CENTS,
    };
  }
  return {
    orderBy: deadline,
    approveBy: deadline,
    shipOn: '2026-12-21',
    deliverFrom: inGermany ? '2026-12-22' : '2026-12-23',
    deliverTo: inGermany ? '2026-12-23' : '2026-12-28',
    reasons: [],
    text: inGermany ? deliveryTexts.germany : deliveryTexts.abroad,
    expressSurcharge: EXPRESS_SURCHARGE_CENTS,
  };
}

/** Notes the call with its query, e.g. `{ country: 'NL', express: 'false' }`. */
function record(request: Request): URLSearchParams {
  const params = new URL(request.url).searchParams;
  db.received.push({ path: '/delivery-promise', body: Object.fromEntries(params) });
  return params;
}

/** One answer of a test: a promise, or the status of a failure (with the server's internal-error text unless told). */
export type DeliveryAnswer = DeliveryPromise | { status: number; message?: string };

/**
 * A handler for `server.use` that answers the calls in turn with `answers`
 * (the last one again for every later call), each computed when it is asked
 * if given as a function (so `orderBy` can follow a moved clock).
 */
export function answerDeliveryPromise(...answers: (DeliveryAnswer | (() => DeliveryAnswer))[]) {
  let call = 0;
  return apiHttp.get('/delivery-promise', ({ request }) => {
    record(request);
    const next = answers[Math.min(call, answers.length - 1)];
    call += 1;
    const answer = typeof next === 'function' ? next() : next;
    if ('status' in answer) return json(answer.message ?? serverMessages.serverError, answer.status);
    return HttpResponse.json(answer);
  });
}

export const deliveryHandlers = [
  apiHttp.get('/delivery-promise', ({ request }) => {
    const params = record(request);
    const country = params.get('country') ?? GERMANY;
    if (!isMemberState(country)) return json(euTexts.notEu, 400);
    return HttpResponse.json(deliveryPromiseFor(country, params.get('express') === 'true'));
  }),
];
