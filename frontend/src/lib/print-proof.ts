/**
 * The print-ready proofs as PDFs: one designed order line's
 * (`GET /order-lines/{orderLineId}/proof.pdf`, a card 49 x 79 mm or a bottle
 * opener's print area 64 x 34 mm, with bleed), and all of an order's in one
 * file, a page per design line (`GET /orders/{orderId}/proofs.pdf`). The
 * browser opens them itself, the session cookie goes along; sample packs
 * have no proof.
 */
import { env } from '@/config/env';

export function proofPdfUrl(orderLineId: number): string {
  return `${env.API_URL}/order-lines/${orderLineId}/proof.pdf`;
}

export function orderProofsPdfUrl(orderId: number): string {
  return `${env.API_URL}/orders/${orderId}/proofs.pdf`;
}
