import type { ReactNode } from 'react';

import styles from './icon-button.module.css';

type IconBadgeButtonProps = {
  label: string;
  icon: ReactNode;
  /** Shown as a badge when given. */
  count?: number;
  onClick: () => void;
  /** A small popup under the button (e.g. "Der Warenkorb ist leer!"). */
  bubble?: { title: string; text?: string } | null;
};

/** A round top-bar button with an optional count badge and an optional popup. */
export function IconBadgeButton({ label, icon, count, onClick, bubble }: IconBadgeButtonProps) {
  const accessibleLabel = count === undefined ? label : `${label} (${count})`;
  return (
    <span className={styles.wrapper}>
      <button type="button" className={styles.button} onClick={onClick} aria-label={accessibleLabel}>
        {icon}
        {count === undefined ? null : (
          <span className={styles.badge} aria-hidden="true" data-testid={`${label}-badge`}>
            {count}
          </span>
        )}
      </button>
      {bubble ? (
        <span className={styles.bubble} role="status">
          <span className={styles.bubbleTitle}>{bubble.title}</span>
          {bubble.text ? <span className={styles.bubbleText}>{bubble.text}</span> : null}
        </span>
      ) : null}
    </span>
  );
}
