import type { Schemas } from '@/lib/api-types';
import type { Proof } from '@/lib/print-proof';

/** An order as `GET /orderLine/get-orderBy-user` lists it (spec §3 Order), with its timeline. */
export type Order = Schemas['OrderDto'];

/** One line of an order (spec §3 Order line); a design line carries its proof. */
export type OrderLine = Schemas['OrderLineDto'];

/** A design line whose proof the server sent (sample packs have none). */
export type OrderLineWithProof = OrderLine & { proof: Proof };

/**
 * `GET /api/proof-approval?token=` (the mailed link) or `?orderId=` (the
 * browser session that placed the order): the order, its lines and the buyer.
 */
export type ProofApproval = Schemas['ApprovalPageDto'];

/** Which order the approval page asks for: by the mailed token, or by its id for the browser that placed it. */
export type ProofApprovalKey = { token: string } | { orderId: number };

/**
 * `POST /api/order-lines/{id}/approve`: a customer names the version the page
 * showed (`{ version }`); another one than the current is refused (409).
 */
export type ApproveProofAnswer = Schemas['ApprovedDto'];

/** `POST /api/order-lines/{id}/revise`; bottle openers send only `cardLogo`, `url` and `remarks`. */
export type ReviseProofBody = Schemas['ReviseBody'];
export type ReviseProofAnswer = Schemas['RevisedDto'];

/** `POST /api/orders/{id}/cancel` */
export type CancelOrderAnswer = Schemas['CancelledDto'];
