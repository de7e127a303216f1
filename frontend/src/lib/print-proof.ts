/**
 * The print-ready proof of one designed order line as a PDF
 * (`GET /order-lines/{orderLineId}/proof.pdf`): the card as the print shop
 * prints it, 49 x 79 mm with bleed. The browser opens it itself, the session
 * cookie goes along; sample packs have no proof (404).
 */
import { env } from '@/config/env';

export function proofPdfUrl(orderLineId: number): string {
  return `${env.API_URL}/order-lines/${orderLineId}/proof.pdf`;
}
