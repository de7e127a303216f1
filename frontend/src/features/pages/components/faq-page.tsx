import { useState } from 'react';

import { ChevronDownIcon } from '@/components/icons/icons';
import { Page } from '@/components/layout/page';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useScrollToTop } from '@/lib/use-scroll-to-top';

import { faqTexts } from '../legal-texts';

import styles from './faq-page.module.css';
import { PaymentMethodsAnswer } from './payment-methods';

/** The six questions of spec §9 as an accordion (WAI-ARIA pattern: heading > button, region). */
export function FaqPage() {
  useScrollToTop();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Page title={faqTexts.title} eyebrow={faqTexts.eyebrow} lead={faqTexts.lead} narrow>
      <ul className={styles.list}>
        {faqTexts.entries.map((entry) => {
          const open = openIds.has(entry.id);
          const buttonId = `faq-${entry.id}-button`;
          const panelId = `faq-${entry.id}-panel`;
          return (
            <li key={entry.id} className={styles.item}>
              <h2>
                <button
                  type="button"
                  id={buttonId}
                  className={styles.trigger}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => toggle(entry.id)}
                >
                  {entry.question}
                  <ChevronDownIcon size={20} className={styles.chevron} />
                </button>
              </h2>
              <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
                {typeof entry.answer === 'string' ? <p>{entry.answer}</p> : <PaymentMethodsAnswer />}
              </div>
            </li>
          );
        })}
      </ul>
      <div className={styles.contact}>
        <ButtonLink to={paths.contact.getHref()} variant="outline">
          Weitere Fragen? Kontaktieren Sie uns
        </ButtonLink>
      </div>
    </Page>
  );
}
