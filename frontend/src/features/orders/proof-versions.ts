/**
 * After a requested change a proof has several versions: the current one is
 * shown beside the one before it, with the design fields that differ named.
 */
import type { Proof, ProofVersion } from '@/lib/print-proof';

import type { Schemas } from '@/lib/api-types';

type ProofDesign = Schemas['ProofDesignDto'];

/** The design fields compared, in the order the card shows them (see `proofTexts.designFields`). */
export const DESIGN_FIELDS = ['template', 'cardLogo', 'phone', 'address', 'url'] as const;
export type DesignField = (typeof DESIGN_FIELDS)[number];

/** The newest version before the current one; none while there is only one. */
export function previousProofVersion(proof: Proof): ProofVersion | undefined {
  return proof.versions
    .filter((version) => version.version < proof.currentVersion)
    .reduce<ProofVersion | undefined>(
      (newest, version) => (newest === undefined || version.version > newest.version ? version : newest),
      undefined,
    );
}

/**
 * The fields in which `current` differs from `previous` (blanks around a text
 * do not count); `null` when either version kept no design to compare.
 */
export function changedDesignFields(
  previous: ProofVersion | undefined,
  current: ProofVersion | undefined,
): DesignField[] | null {
  const before: ProofDesign | null = previous?.design ?? null;
  const after: ProofDesign | null = current?.design ?? null;
  if (before === null || after === null) return null;
  return DESIGN_FIELDS.filter((field) => before[field].trim() !== after[field].trim());
}
