/**
 * The modal of the shop and the back-office: a native `<dialog>` opened with
 * `showModal()`, so the browser keeps focus inside, makes the page behind
 * inert and draws the backdrop. It is open while mounted; Escape asks the
 * owner to close it (not while busy), and focus returns to where it was.
 */
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';

import styles from './modal-dialog.module.css';

/** Classes for a dialog's content: its title, the row of buttons, a red confirm button and a failure in a form. */
export const modalDialogClasses = {
  title: styles.title,
  actions: styles.actions,
  dangerButton: styles.dangerButton,
  alert: styles.alert,
} as const;

type ModalDialogProps = {
  /** 'alertdialog' for a question that interrupts the work. */
  role?: 'alertdialog';
  labelledBy: string;
  describedBy?: string;
  className?: string;
  busy: boolean;
  onClose: () => void;
  /** Where focus starts; without it the browser picks the dialog's first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
};

export function ModalDialog({
  role,
  labelledBy,
  describedBy,
  className,
  busy,
  onClose,
  initialFocus,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.showModal();
    initialFocus?.current?.focus();
    // Unmounting takes the dialog out of the top layer but does not give focus back.
    return () => previous?.focus();
  }, [initialFocus]);

  return (
    <dialog
      ref={dialogRef}
      className={[styles.dialog, className].filter(Boolean).join(' ')}
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // The owner closes the dialog by unmounting it.
        event.preventDefault();
        if (!busy) onClose();
      }}
      // Browsers may close it anyway after repeated Escape presses; follow them.
      onClose={onClose}
    >
      {children}
    </dialog>
  );
}
