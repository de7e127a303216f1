/**
 * Cancelling an order (issue 23): while the server names a deadline
 * (`cancellableUntil`), 'Stornierbar bis …' and the button; the confirmation
 * dialog asks first. The server's answer, a confirmation or its refusal
 * (409: the deadline passed, production started), shows under the button's
 * place, and the order is loaded again either way.
 */
import { useId, useRef, useState } from 'react';

import { FormFeedback, type Feedback } from '@/components/form/form-feedback';
import { Button, buttonClassName } from '@/components/ui/button';
import { ModalDialog, modalDialogClasses } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { failureServerMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';

import { useCancelOrderMutation } from '../api';
import { cancelTexts as texts } from '../texts';
import type { Order } from '../types';

import styles from './lifecycle.module.css';

type CancelDialogProps = {
  orderId: number;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

function CancelDialog({ orderId, busy, onConfirm, onClose }: CancelDialogProps) {
  const titleId = useId();
  const textId = useId();
  const abortRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      role="alertdialog"
      labelledBy={titleId}
      describedBy={textId}
      busy={busy}
      onClose={onClose}
      initialFocus={abortRef}
    >
      <h2 id={titleId} className={modalDialogClasses.title}>
        {texts.dialogTitle}
      </h2>
      <p id={textId}>{texts.question(orderId)}</p>
      <div className={modalDialogClasses.actions}>
        <button ref={abortRef} type="button" className={buttonClassName('outline')} onClick={onClose} disabled={busy}>
          {texts.abort}
        </button>
        <button
          type="button"
          className={buttonClassName('primary', 'medium', modalDialogClasses.dangerButton)}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? <Spinner size={18} /> : null}
          {texts.confirm}
        </button>
      </div>
    </ModalDialog>
  );
}

/** 'Stornierbar bis …', the button and the outcome; nothing while the order cannot be cancelled and nothing was tried. */
export function CancelOrder({ order }: { order: Pick<Order, 'orderId' | 'cancellableUntil'> }) {
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  const [asking, setAsking] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const confirm = async () => {
    try {
      const answer = await cancelOrder(order.orderId).unwrap();
      setFeedback({ kind: 'success', message: answer.message });
    } catch (error) {
      setFeedback({ kind: 'error', message: failureServerMessage(error) ?? texts.failed });
    } finally {
      setAsking(false);
    }
  };

  const until = order.cancellableUntil ?? null;
  if (until === null && feedback === null) return null;
  return (
    <div className={styles.cancel}>
      {until !== null ? (
        <>
          <p className={styles.cancellableUntil}>
            <time dateTime={until}>{texts.cancellableUntil(formatDateTime(until) ?? until)}</time>
          </p>
          <Button variant="outline" size="small" onClick={() => setAsking(true)} aria-haspopup="dialog">
            {texts.cancel}
          </Button>
        </>
      ) : null}
      <FormFeedback feedback={feedback} />
      {asking ? (
        <CancelDialog
          orderId={order.orderId}
          busy={isLoading}
          onConfirm={() => void confirm()}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </div>
  );
}
