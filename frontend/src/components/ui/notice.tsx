import type { ReactNode } from 'react';

import { AlertIcon, ClockIcon } from '../icons/icons';

import styles from './notice.module.css';

type NoticeProps = {
  title: string;
  children?: ReactNode;
  tone?: 'info' | 'error';
  actions?: ReactNode;
  icon?: ReactNode;
};

/** A calm box for "coming soon" or error states, never a broken page. */
export function Notice({ title, children, tone = 'info', actions, icon }: NoticeProps) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role={tone === 'error' ? 'alert' : undefined}>
      <span className={styles.icon}>{icon ?? (tone === 'error' ? <AlertIcon /> : <ClockIcon />)}</span>
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {children}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}
