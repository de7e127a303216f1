import type { Schemas } from '@/lib/api-types';

/** An order as `GET /orderLine/get-orderBy-user` lists it (spec §3 Order). */
export type Order = Schemas['OrderDto'];

/** One line of an order (spec §3 Order line). */
export type OrderLine = Schemas['OrderLineDto'];
