/**
 * The proof approval blocks of an order's design lines; sample packs have no
 * proof of their own and no block.
 */
import cardParts from '@/components/ui/card-parts.module.css';

import type { OrderLine, OrderLineWithProof } from '../../types';

import { ProofApprovalBlock } from './proof-approval-block';

export function linesWithProof(lines: readonly OrderLine[]): OrderLineWithProof[] {
  return lines.filter((line): line is OrderLineWithProof => (line.proof ?? null) !== null);
}

type ProofApprovalsProps = {
  orderId: number;
  lines: readonly OrderLineWithProof[];
  headingLevel?: 3 | 4;
};

export function ProofApprovals({ orderId, lines, headingLevel = 3 }: ProofApprovalsProps) {
  if (lines.length === 0) return null;
  return (
    <ul className={cardParts.list}>
      {lines.map((line) => (
        <li key={line.orderLineId}>
          <ProofApprovalBlock orderId={orderId} line={line} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
