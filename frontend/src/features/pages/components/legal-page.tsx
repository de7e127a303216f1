import { Page } from '@/components/layout/page';
import { useScrollToTop } from '@/lib/use-scroll-to-top';

import type { LegalSection } from '../legal-texts';

import styles from './legal-page.module.css';
import { PaymentMethodsList } from './payment-methods';

type LegalPageProps = {
  title: string;
  eyebrow?: string;
  lead?: string;
  sections: readonly LegalSection[];
  updated?: string;
  /** Show a table of contents beside the text (long texts). */
  withToc?: boolean;
};

/** A legal or information text: sections with paragraphs and lists. */
export function LegalPage({ title, eyebrow, lead, sections, updated, withToc = true }: LegalPageProps) {
  useScrollToTop();
  return (
    <Page title={title} eyebrow={eyebrow} lead={lead}>
      <div className={`${styles.layout} ${withToc ? '' : styles.single}`}>
        {withToc ? (
          <nav className={styles.toc} aria-label="Inhaltsverzeichnis">
            <h2>Inhalt</h2>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <article className={styles.article}>
          {sections.map((section) => (
            <section key={section.id} className={styles.section} aria-labelledby={section.id}>
              <h2 id={section.id}>{section.title}</h2>
              {section.blocks.map((block, index) => {
                if (typeof block === 'string') return <p key={index}>{block}</p>;
                if ('paymentMethods' in block) return <PaymentMethodsList key={index} />;
                return (
                  <ul key={index}>
                    {block.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                );
              })}
            </section>
          ))}
          {updated ? <p className={styles.updated}>{updated}</p> : null}
        </article>
      </div>
    </Page>
  );
}
