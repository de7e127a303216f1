import type { ReactNode } from 'react';

import { Notice } from './notice';

export const COMING_SOON_TITLE = 'Diese Funktion wird in Kürze freigeschaltet.';

/** Placeholder for a part of the shop that a later release switches on. */
export function ComingSoon({ children, actions }: { children?: ReactNode; actions?: ReactNode }) {
  return (
    <Notice title={COMING_SOON_TITLE} actions={actions}>
      {children ?? <p>Wir arbeiten gerade daran. Vielen Dank für Ihre Geduld!</p>}
    </Notice>
  );
}
