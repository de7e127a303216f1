/**
 * The print-ready proofs as PDFs: one designed order line's
 * (`GET /order-lines/{orderLineId}/proof.pdf`, a card 49 x 79 mm or a bottle
 * opener's print area 64 x 34 mm, with bleed), and all of an order's in one
 * file, a page per design line (`GET /orders/{orderId}/proofs.pdf`). The
 * browser opens them itself, the session cookie goes along; sample packs
 * have no proof.
 *
 * A design line's proof has versions (`ProofDto`): the
 * customer approves the current one or asks for a change, which makes the
 * next. While the first version is still being rendered, `currentVersion`
 * is 0 and `versions` is empty; the pages ask again every 3 s.
 */
import { env } from '@/config/env';

import type { Schemas } from './api-types';

export type Proof = Schemas['ProofDto'];
export type ProofVersion = Schemas['ProofVersionDto'];

/** The current version of a line's proof (after approval exactly the approved bytes). */
export function proofPdfUrl(orderLineId: number): string {
  return `${env.API_URL}/order-lines/${orderLineId}/proof.pdf`;
}

/** Any stored version (`?version=N`); only the back-office may ask for one, customers get the current. */
export function proofVersionPdfUrl(orderLineId: number, version: number): string {
  return `${proofPdfUrl(orderLineId)}?version=${version}`;
}

export function orderProofsPdfUrl(orderId: number): string {
  return `${env.API_URL}/orders/${orderId}/proofs.pdf`;
}

/** The proofs of every approved order in one PDF, for the print operator (admins only). */
export function approvedProofsPdfUrl(): string {
  return `${env.API_URL}/production/approved-proofs.pdf`;
}

/** The current version, or `undefined` while the first one is still being rendered. */
export function currentProofVersion(proof: Proof): ProofVersion | undefined {
  return proof.versions.find((version) => version.version === proof.currentVersion);
}

/** The first version is still being rendered: nothing to show, approve or change yet. */
export function proofRendering(proof: Proof): boolean {
  return proof.currentVersion === 0 || proof.versions.length === 0;
}

/** While a line's first proof version is being rendered, its lines are asked for again this often. */
export const PROOF_RENDERING_POLL_MS = 3000;

/** The polling interval for these lines: {@link PROOF_RENDERING_POLL_MS} while a proof is being rendered, else none (0). */
export function proofRenderingPollingInterval(lines: readonly { proof?: Proof | null }[] | undefined): number {
  const rendering = (lines ?? []).some((line) => {
    const proof = line.proof ?? null;
    return proof !== null && proofRendering(proof);
  });
  return rendering ? PROOF_RENDERING_POLL_MS : 0;
}
