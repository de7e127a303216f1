/**
 * A small modal confirmation (role alertdialog): focus starts on the safe
 * choice, Escape cancels, and focus returns to where it was.
 */
import { useId, useRef, type ReactNode } from 'react';

import { buttonClassName } from '@/components/ui/button';
import { ModalDialog, modalDialogClasses } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';

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
      <h2 id={titleId} className={modalDialogClasses.title}>
        {title}
      </h2>
      <div id={textId}>{children}</div>
      <div className={modalDialogClasses.actions}>
        <button ref={cancelRef} type="button" className={buttonClassName('outline')} onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={buttonClassName('primary', 'medium', modalDialogClasses.dangerButton)}
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
