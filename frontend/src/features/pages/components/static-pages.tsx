import { buttonClassName } from '@/components/ui/button';
import { formatDay } from '@/lib/dates';

import { TERMS_PDF_URL, type LegalDocument } from '../legal-documents';
import { legalPageTexts as texts } from '../legal-texts';

import { LegalPage } from './legal-page';
import styles from './legal-page.module.css';

/** The day the server names, German; as it came should it be no calendar day. */
function updatedDay(document: LegalDocument): string {
  return formatDay(document.updatedAt) ?? document.updatedAt;
}

export function TermsPage() {
  return (
    <LegalPage
      name="terms"
      {...texts.terms}
      footer={(document) => (
        <div className={styles.footer}>
          <p className={styles.updated}>{texts.termsUpdated(updatedDay(document), document.version)}</p>
          {/* The buyer can keep the terms they accept (§ 312i Abs. 1 Nr. 4 BGB). */}
          <a href={TERMS_PDF_URL} download className={buttonClassName('secondary')}>
            {texts.termsPdf}
          </a>
        </div>
      )}
    />
  );
}

export function ImpressumPage() {
  return <LegalPage name="imprint" {...texts.imprint} withToc={false} />;
}

export function DataProtectionPage() {
  return (
    <LegalPage
      name="privacy"
      {...texts.privacy}
      footer={(document) => <p className={styles.updated}>{texts.updated(updatedDay(document))}</p>}
    />
  );
}
