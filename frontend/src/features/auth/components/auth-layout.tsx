import type { ReactNode } from 'react';

import styles from './auth-layout.module.css';

type AuthLayoutProps = {
  title: string;
  intro?: string;
  sidePanel?: { title: string; text: string; action?: ReactNode };
  children?: ReactNode;
  links?: ReactNode;
};

/** Two-part card of the account screens: a navy side panel and the main column. */
export function AuthLayout({ title, intro, sidePanel, children, links }: AuthLayoutProps) {
  return (
    <div className={styles.wrapper}>
      <div className={styles.card} style={sidePanel ? undefined : { gridTemplateColumns: '1fr' }}>
        {sidePanel ? (
          <aside className={styles.side}>
            <h2>{sidePanel.title}</h2>
            <p>{sidePanel.text}</p>
            {sidePanel.action}
          </aside>
        ) : null}
        <section className={styles.main}>
          <h1>{title}</h1>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
          {children}
          {links ? <div className={styles.links}>{links}</div> : null}
        </section>
      </div>
    </div>
  );
}
