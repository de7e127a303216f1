import type { ReactNode } from 'react';

import { Page } from '@/components/layout/page';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { PageSpinner } from '@/components/ui/spinner';
import { useScrollToTop } from '@/lib/use-scroll-to-top';

import { useGetLegalDocumentQuery } from '../api';
import type { LegalDocument, LegalDocumentName } from '../legal-documents';
import { legalPageTexts as texts } from '../legal-texts';

import { LegalText } from './legal-text';

type LegalPageProps = {
  name: LegalDocumentName;
  title: string;
  eyebrow?: string;
  lead?: string;
  /** Shown under the text once it is there, e.g. its date and version. */
  footer?: (document: LegalDocument) => ReactNode;
  withToc?: boolean;
};

/** A legal page: its heading at once, its text as the server serves it (`GET /api/legal/{name}`). */
export function LegalPage({ name, title, eyebrow, lead, footer, withToc = true }: LegalPageProps) {
  useScrollToTop();
  const query = useGetLegalDocumentQuery(name);
  let body: ReactNode;
  if (query.data !== undefined) {
    body = <LegalText document={query.data} footer={footer?.(query.data)} withToc={withToc} />;
  } else if (query.isError && !query.isFetching) {
    body = (
      <LoadErrorNotice
        title={texts.loadError}
        hint={texts.loadErrorHint}
        retryLabel={texts.retry}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = <PageSpinner label={texts.loading} />;
  }
  return (
    <Page title={title} eyebrow={eyebrow} lead={lead}>
      {body}
    </Page>
  );
}
