import { useSyncExternalStore, type ReactNode } from 'react';

import { LogoMark } from '@/components/ui/logo';

import styles from './admin-screen-gate.module.css';

/** The back office's tables and side menu need a laptop's width; the shop itself works from 360 px. */
export const ADMIN_MIN_WIDTH = 1024;

export const adminScreenTexts = {
  title: 'Verwaltungsbereich',
  notice:
    'Der Verwaltungsbereich ist für größere Bildschirme gemacht. Bitte öffnen Sie ihn auf einem Laptop oder Desktop.',
} as const;

function subscribe(onResize: () => void) {
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}

// `innerWidth` counts the scroll bar, as the CSS media queries do.
const isWideEnough = () => window.innerWidth >= ADMIN_MIN_WIDTH;

/**
 * The back office below 1024 px: a notice instead of `children`, so a phone
 * loads none of the back office's code and makes none of its calls. Turning
 * the tablet or widening the window shows the back office at once.
 */
export function AdminScreenGate({ children }: { children: ReactNode }) {
  const wideEnough = useSyncExternalStore(subscribe, isWideEnough);
  if (wideEnough) return children;
  return (
    <main className={styles.notice}>
      <p className={styles.brand}>
        <LogoMark size={40} />
        PrimeCards
      </p>
      <h1 className={styles.title}>{adminScreenTexts.title}</h1>
      <p className={styles.text}>{adminScreenTexts.notice}</p>
    </main>
  );
}
