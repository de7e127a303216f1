/**
 * Issue 23: money that arrived after the order was cancelled is given back
 * from the back-office ('Zahlung erstatten'), after a confirmation. The
 * server's message is the toast; the refetched order then carries
 * `refundedAt`, and the button is gone.
 */
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { formatCents } from '@/lib/format';
import { toast } from '@/lib/toast';

import { useAdminRefundPaymentMutation } from '../api';
import { adminTexts } from '../texts';
import type { OrderRow } from '../types';
import { useAdminErrorHandler } from '../use-admin-error';

import { ConfirmDialog } from './confirm-dialog';

const texts = adminTexts.orderDetail.refund;

/** Whether the order waits for its late payment to be given back. */
export function refundDue(order: OrderRow): boolean {
  return order.paidAfterCancellation && !order.refundedAt;
}

export function RefundPaymentButton({ order }: { order: OrderRow }) {
  const [asking, setAsking] = useState(false);
  const [refund, { isLoading }] = useAdminRefundPaymentMutation();
  const handleError = useAdminErrorHandler();

  const onConfirm = async () => {
    try {
      const answer = await refund(order.orderId).unwrap();
      toast.success(answer.message);
    } catch (error) {
      handleError(error);
    } finally {
      setAsking(false);
    }
  };

  return (
    <>
      <Button variant="primary" size="small" onClick={() => setAsking(true)} disabled={isLoading}>
        {texts.action}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={texts.confirmTitle}
          confirmLabel={texts.confirm}
          cancelLabel={texts.cancel}
          busy={isLoading}
          onConfirm={() => void onConfirm()}
          onCancel={() => setAsking(false)}
        >
          <p>{texts.confirmText(formatCents(order.totalAmount))}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
