/**
 * A small modal confirmation (role alertdialog): focus starts on the safe
 * choice, Escape cancels, and focus returns to where it was.
 */
import { useId, useRef, type ReactNode } from 'react';

import { buttonClassName } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import styles from './admin-pages.module.css';
import { ModalDialog } from './modal-dialog';

type ConfirmDialogProps = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Render it while the question is open; it closes by being unmounted. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <ModalDialog
      role="alertdialog"
      labelledBy={titleId}
      describedBy={textId}
      busy={busy}
      onClose={onCancel}
      initialFocus={cancelRef}
    >
      <h2 id={titleId} className={styles.dialogTitle}>
        {title}
      </h2>
      <div id={textId}>{children}</div>
      <div className={styles.dialogActions}>
        <button ref={cancelRef} type="button" className={buttonClassName('outline')} onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={buttonClassName('primary', 'medium', styles.dangerButton)}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? <Spinner size={18} /> : null}
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
