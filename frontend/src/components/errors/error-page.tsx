import type { ReactNode } from 'react';

import { AlertIcon } from '../icons/icons';

import styles from './error-page.module.css';

type ErrorPageProps = { title: string; message: string; details?: string; actions?: ReactNode; icon?: ReactNode };

/** A centred error card: icon, heading, explanation and ways back. */
export function ErrorPage({ title, message, details, actions, icon }: ErrorPageProps) {
  return (
    <div className={styles.wrapper}>
      <section className={styles.card} aria-labelledby="error-title">
        <span className={styles.code}>{icon ?? <AlertIcon size={36} />}</span>
        <h1 id="error-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.message}>{message}</p>
        {details ? <p className={styles.message}>{details}</p> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </section>
    </div>
  );
}
