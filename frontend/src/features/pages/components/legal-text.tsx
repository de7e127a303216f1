import type { ReactNode } from 'react';

import { blocksOf, sectionAnchors, type LegalDocument } from '../legal-documents';

import styles from './legal-page.module.css';

type LegalTextProps = {
  document: LegalDocument;
  /** Shown under the text, e.g. its date. */
  footer?: ReactNode;
  /** Show a table of contents beside the text (long texts). */
  withToc: boolean;
};

/** A legal document as the server sends it: sections with paragraphs and lists. */
export function LegalText({ document, footer, withToc }: LegalTextProps) {
  const anchors = sectionAnchors(document.sections.map((section) => section.title));
  return (
    <div className={`${styles.layout} ${withToc ? '' : styles.single}`}>
      {withToc ? (
        <nav className={styles.toc} aria-label="Inhaltsverzeichnis">
          <h2>Inhalt</h2>
          <ol>
            {document.sections.map((section, index) => (
              <li key={anchors[index]}>
                <a href={`#${anchors[index]}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <article className={styles.article}>
        {document.sections.map((section, index) => (
          <section key={anchors[index]} className={styles.section} aria-labelledby={anchors[index]}>
            <h2 id={anchors[index]}>{section.title}</h2>
            {blocksOf(section.paragraphs).map((block, blockIndex) =>
              'paragraph' in block ? (
                <p key={blockIndex}>{block.paragraph}</p>
              ) : (
                <ul key={blockIndex}>
                  {block.list.map((item, itemIndex) => (
                    <li key={itemIndex}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
        {footer}
      </article>
    </div>
  );
}
