import { dataProtectionTexts, impressumTexts, termsTexts } from '../legal-texts';

import { LegalPage } from './legal-page';

export function TermsPage() {
  return (
    <LegalPage
      title={termsTexts.title}
      eyebrow={termsTexts.eyebrow}
      lead={termsTexts.lead}
      sections={termsTexts.sections}
      updated={termsTexts.updated}
    />
  );
}

export function ImpressumPage() {
  return (
    <LegalPage
      title={impressumTexts.title}
      lead={impressumTexts.lead}
      sections={impressumTexts.sections}
      withToc={false}
    />
  );
}

export function DataProtectionPage() {
  return (
    <LegalPage
      title={dataProtectionTexts.title}
      lead={dataProtectionTexts.lead}
      sections={dataProtectionTexts.sections}
      updated={dataProtectionTexts.updated}
    />
  );
}
