/**
 * The invoice of a paid order as a PDF (`GET /orders/{orderId}/invoice.pdf`),
 * and the credit note that reverses it once a cancelled order's payment was
 * refunded (`GET /orders/{orderId}/credit-note.pdf`). The browser downloads
 * them itself: the session cookie goes along, and the server names the file
 * (`Content-Disposition`, e.g. `RE-2026-00001.pdf`). It answers whoever may
 * see the order; an unpaid order has no invoice, an unrefunded one no credit
 * note (404).
 */
import { env } from '@/config/env';

export function invoicePdfUrl(orderId: number): string {
  return `${env.API_URL}/orders/${orderId}/invoice.pdf`;
}

export function creditNotePdfUrl(orderId: number): string {
  return `${env.API_URL}/orders/${orderId}/credit-note.pdf`;
}
