import type { ReactNode } from 'react';

import styles from './page.module.css';

type PageProps = {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  narrow?: boolean;
  children?: ReactNode;
};

/** The frame of a content page: centred column, one h1, optional lead text. */
export function Page({ title, eyebrow, lead, narrow = false, children }: PageProps) {
  return (
    <div className={`${styles.page} ${narrow ? styles.narrow : ''}`}>
      <header className={styles.header}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      {children}
    </div>
  );
}
