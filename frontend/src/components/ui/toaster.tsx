import { useSyncExternalStore } from 'react';

import { dismissToast, getToasts, subscribeToasts } from '@/lib/toast';

import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from '../icons/icons';

import styles from './toaster.module.css';

const ICONS = { success: CheckCircleIcon, info: InfoIcon, error: AlertIcon } as const;

/** Renders the toasts of `lib/toast` top right, 60 px from the top, 400 px wide. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <section className={styles.region} aria-label="Benachrichtigungen" aria-live="polite">
      {toasts.map((item) => {
        const Icon = ICONS[item.kind];
        return (
          <div key={item.id} className={`${styles.toast} ${styles[item.kind]}`} role="status" data-kind={item.kind}>
            <Icon size={20} />
            <p className={styles.message}>{item.message}</p>
            <button type="button" className={styles.close} onClick={() => dismissToast(item.id)} aria-label="Schließen">
              <CloseIcon size={16} />
            </button>
          </div>
        );
      })}
    </section>
  );
}
