/**
 * /proof-approval?token=: the orders feature's approval page, with the
 * design kit for a requested change of a proof.
 */
import { ProofApprovalPage } from '@/features/orders/components/proof-approval-page';
import { DesignKitProvider } from '@/features/orders/design-kit';

import { useDesignKit } from './design-kit';

export function ProofApprovalRoute() {
  const designKit = useDesignKit();
  return (
    <DesignKitProvider kit={designKit}>
      <ProofApprovalPage />
    </DesignKitProvider>
  );
}
