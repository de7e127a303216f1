/**
 * /admin/dashboard/qr-links: a printed QR code's short link, found by its
 * code ('Code suchen', also a pasted short link or lower case; the code
 * stays in the address as `?code=`): where it leads now, its product and
 * order, its scans, whether it is active, and the changes of its target
 * ('Verlauf', newest first, older ones a page at a time). PrimeCards switches a misused code off with a reason the
 * customer sees, and on again.
 */
import { skipToken } from '@reduxjs/toolkit/query';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { StackedForm } from '@/components/form/fields';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { LoadMore } from '@/components/ui/load-more';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { failureServerMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/toast';

import { useAdminEnableQrLinkMutation, useAdminQrLinkHistoryQuery, useAdminQrLinkQuery } from '../api';
import { qrChangedByLabel } from '../qr-link-format';
import { adminTexts } from '../texts';
import type { AdminQrLink, QrLinkChange } from '../types';
import { httpStatus, useAdminErrorHandler, useAdminQueryError } from '../use-admin-error';
import { createQrSearchSchema, qrCodeFromInput, qrCodeProblem, type QrSearchValues } from '../validation';

import { ListSkeleton, LoadError, PageHeader } from './admin-ui';
import styles from './admin-pages.module.css';
import { HintedTextField } from './form-fields';
import { QrDisableDialog } from './qr-disable-dialog';
import { QrTargetLink } from './qr-target-link';

const texts = adminTexts.qrLinks;

function moment(value: string): string {
  return formatDateTime(value) ?? value;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function QrSearchForm({
  initialCode,
  busy,
  onSearch,
}: {
  initialCode: string;
  /** The lookup is under way. */
  busy: boolean;
  onSearch: (code: string) => void;
}) {
  const schema = useMemo(() => createQrSearchSchema(), []);
  // Follows the address (back and forward between codes).
  const initialValues = useMemo(() => ({ code: initialCode }), [initialCode]);

  const onSubmit = (values: QrSearchValues, helpers: FormikHelpers<QrSearchValues>) => {
    const code = qrCodeFromInput(values.code);
    // The field shows the code that is looked up, also when a whole short link was pasted.
    helpers.resetForm({ values: { code } });
    onSearch(code);
  };

  return (
    <section className={`${styles.card} ${styles.voucherFormCard}`} aria-labelledby="qr-search">
      <h3 id="qr-search">{texts.searchTitle}</h3>
      <Formik<QrSearchValues>
        initialValues={initialValues}
        enableReinitialize
        validationSchema={schema}
        onSubmit={onSubmit}
      >
        <StackedForm role="search" aria-labelledby="qr-search">
          <HintedTextField
            name="code"
            label={texts.search}
            hint={texts.searchHint}
            placeholder={texts.searchPlaceholder}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <SubmitButton isSubmitting={busy}>{texts.submit}</SubmitButton>
        </StackedForm>
      </Formik>
    </section>
  );
}

/** Why PrimeCards switched the code off; `null` while it redirects (the document lets the field be absent then). */
function disabledReasonOf(link: AdminQrLink): string | null {
  return link.disabledReason ?? null;
}

function QrStatus({ reason }: { reason: string | null }) {
  return reason === null ? (
    <span className={`${styles.badge} ${styles.success}`}>{texts.active}</span>
  ) : (
    <span className={`${styles.badge} ${styles.danger} ${styles.qrDisabled}`}>{texts.disabled(reason)}</span>
  );
}

function ChangeRow({ change }: { change: QrLinkChange }) {
  return (
    <tr>
      <td>
        <time dateTime={change.changedAt}>{moment(change.changedAt)}</time>
      </td>
      <td className={styles.qrChange}>{texts.history.change(change.oldTarget, change.newTarget)}</td>
      <td>{qrChangedByLabel(change.changedBy)}</td>
    </tr>
  );
}

/** One page of changes; until it has come, the first page shows the latest change the code brought. */
function HistoryRows({
  code,
  page,
  meanwhile = null,
}: {
  code: string;
  page: number;
  meanwhile?: QrLinkChange | null;
}) {
  const { currentData } = useAdminQrLinkHistoryQuery({ code, page });
  const changes = currentData?.changes ?? (meanwhile === null ? [] : [meanwhile]);
  return changes.map((change, index) => <ChangeRow key={`${page}-${index}`} change={change} />);
}

/** 'Verlauf', newest first: the latest change, the older ones a page at a time. */
function QrHistory({ link }: { link: AdminQrLink }) {
  const labels = texts.history;
  // Pages asked for; 0 shows the latest change the code brought.
  const [pages, setPages] = useState(0);
  const last = useAdminQrLinkHistoryQuery(pages === 0 ? skipToken : { code: link.code, page: pages });
  const latest = link.lastChange ?? null;
  const loaded = last.currentData;
  const more = pages === 0 ? link.changeCount > 1 : loaded !== undefined && loaded.currentPage < loaded.totalPages;
  const failed = last.isError && !last.isFetching;
  return (
    <div className={styles.qrHistory}>
      <h4 className={styles.proofVersionsTitle}>{labels.title}</h4>
      {latest === null ? (
        <p className={styles.muted}>{labels.empty}</p>
      ) : (
        <DataTable compact aria-label={labels.tableLabel(link.code)}>
          <thead>
            <tr>
              <th scope="col">{labels.columns.changedAt}</th>
              <th scope="col">{labels.columns.change}</th>
              <th scope="col">{labels.columns.changedBy}</th>
            </tr>
          </thead>
          <tbody>
            {pages === 0 ? (
              <ChangeRow change={latest} />
            ) : (
              Array.from({ length: pages }, (_, index) => (
                <HistoryRows
                  key={index + 1}
                  code={link.code}
                  page={index + 1}
                  meanwhile={index === 0 ? latest : null}
                />
              ))
            )}
          </tbody>
        </DataTable>
      )}
      {more || last.isFetching || failed ? (
        <LoadMore
          label={labels.more}
          failedText={labels.loadError}
          retryLabel={labels.retry}
          busy={last.isFetching}
          failed={failed}
          onMore={() => setPages((shown) => shown + 1)}
          onRetry={() => void last.refetch()}
        />
      ) : null}
    </div>
  );
}

function QrLinkCard({ link }: { link: AdminQrLink }) {
  const [asking, setAsking] = useState(false);
  const [enable, { isLoading: enabling }] = useAdminEnableQrLinkMutation();
  const handleError = useAdminErrorHandler();
  const { fields } = texts;
  const reason = disabledReasonOf(link);

  const onEnable = async () => {
    try {
      await enable(link.code).unwrap();
      toast.success(texts.enabledDone(link.code));
    } catch (error) {
      handleError(error);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="qr-link-result">
      <div className={styles.qrResultHeader}>
        <h3 id="qr-link-result" className={styles.voucherCode}>
          {texts.resultTitle(link.code)}
        </h3>
        {reason === null ? (
          <Button
            variant="outline"
            size="small"
            onClick={() => setAsking(true)}
            aria-label={texts.disableLabel(link.code)}
          >
            {texts.disable}
          </Button>
        ) : (
          <Button
            variant="outline"
            size="small"
            onClick={() => void onEnable()}
            disabled={enabling}
            aria-busy={enabling || undefined}
            icon={enabling ? <Spinner size={16} /> : undefined}
            aria-label={texts.enableLabel(link.code)}
          >
            {texts.enable}
          </Button>
        )}
      </div>
      <dl className={styles.facts}>
        <Fact label={fields.shortLink}>
          <span className={styles.voucherCode}>{link.shortLink}</span>
        </Fact>
        <Fact label={fields.target}>
          <QrTargetLink target={link.target} />
        </Fact>
        <Fact label={fields.product}>{link.productName}</Fact>
        <Fact label={fields.order}>
          {link.orderId === null || link.orderId === undefined ? (
            texts.none
          ) : (
            <Link to={paths.admin.order.getHref(link.orderId)} aria-label={texts.orderLabel(link.orderId)}>
              {texts.orderNumber(link.orderId)}
            </Link>
          )}
        </Fact>
        <Fact label={fields.createdAt}>
          <time dateTime={link.createdAt}>{moment(link.createdAt)}</time>
        </Fact>
        <Fact label={fields.scans}>{link.totalScans.toLocaleString('de-DE')}</Fact>
        <Fact label={fields.status}>
          <QrStatus reason={reason} />
        </Fact>
      </dl>
      <QrHistory link={link} />
      {asking ? <QrDisableDialog code={link.code} onClose={() => setAsking(false)} /> : null}
    </section>
  );
}

/** The code named in the address, if it is one. */
function requestedCode(raw: string): string | null {
  return raw !== '' && qrCodeProblem(raw) === null ? qrCodeFromInput(raw) : null;
}

export function AdminQrLinksPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('code') ?? '';
  const code = requestedCode(raw);
  const query = useAdminQrLinkQuery(code ?? skipToken, { refetchOnMountOrArgChange: true });
  const notFound = httpStatus(query.error) === 404;
  // An unknown code is the page's own answer, not a toast.
  useAdminQueryError(notFound ? undefined : query.error);
  const link = query.currentData;

  const onSearch = (found: string) => {
    // Searching the code shown again asks the server again.
    if (found === code) void query.refetch();
    else setSearchParams({ code: found });
  };

  let result: ReactNode = null;
  if (code !== null) {
    if (link !== undefined) result = <QrLinkCard link={link} />;
    else if (notFound) result = <Notice tone="error" title={failureServerMessage(query.error) ?? texts.notFound} />;
    else if (query.isError && !query.isFetching) result = <LoadError onRetry={() => void query.refetch()} />;
    else result = <ListSkeleton label={texts.loading} rows={4} />;
  }

  return (
    <div className={styles.page}>
      <PageHeader title={texts.heading} lead={texts.lead} />
      <QrSearchForm initialCode={code ?? raw} busy={code !== null && query.isFetching} onSearch={onSearch} />
      {result}
    </div>
  );
}
