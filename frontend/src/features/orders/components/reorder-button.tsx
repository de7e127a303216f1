import { useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import { ordersTexts as texts } from '../texts';

/** 'Erneut bestellen' of one order: busy (disabled, with a spinner) until its lines are in the cart. */
export function ReorderButton({
  orderId,
  onReorder,
}: {
  orderId: number;
  onReorder: (orderId: number) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  // A second click can land before React renders the disabled button.
  const running = useRef(false);

  const reorder = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await onReorder(orderId);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outline"
      size="small"
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={texts.reorderFor(orderId)}
      icon={busy ? <Spinner size={16} /> : undefined}
      onClick={() => void reorder()}
    >
      {texts.reorder}
    </Button>
  );
}
