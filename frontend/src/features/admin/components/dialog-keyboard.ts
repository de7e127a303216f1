/**
 * The keyboard rules of the back-office's modal dialogs: Escape closes (not
 * while the dialog is busy) and Tab cycles through the dialog's own controls.
 */
import type { KeyboardEvent } from 'react';

const FOCUSABLE = 'input:not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled])';

/** The dialog's controls that can take focus, in document order. */
export function focusableIn(dialog: HTMLElement | null): HTMLElement[] {
  return Array.from(dialog?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
}

/** For the dialog element's own `onKeyDown`. */
export function dialogKeyHandler(onClose: () => void, busy: boolean) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && !busy) {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = focusableIn(event.currentTarget);
    const first = focusable.at(0);
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
}
