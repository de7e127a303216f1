/**
 * /admin/dashboard/orders/{orderId} (spec §2, §4): the order, its
 * shipping data and every line with its design data and proof versions, so
 * the print shop can produce it, the status select, the order's timeline and
 * tracking, the refund of money paid after a cancellation and, for an order
 * on invoice, its payments and the booking of one. An absent order shows the
 * error card.
 */
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';

import { CheckCircleIcon } from '@/components/icons/icons';
import { OrderTimeline } from '@/components/order-timeline/order-timeline';
import { ButtonLink, buttonClassName } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { formatDate, formatDateTime, formatDay } from '@/lib/dates';
import { countryName, GERMANY } from '@/lib/eu';
import { formatCents } from '@/lib/format';
import { creditNotePdfUrl, invoicePdfUrl } from '@/lib/invoice';
import { lineSubtotal } from '@/lib/money';
import {
  orderProofsPdfUrl,
  PROOF_RENDERING_POLL_MS,
  proofPdfUrl,
  proofRenderingPollingInterval,
} from '@/lib/print-proof';
import { formatDiscount, voucherTexts } from '@/lib/voucher';

import { useAdminOrderDetailsQuery } from '../api';
import { useAdminEnvironment } from '../environment';
import { isHostedImage } from '../hosted-image';
import { adminTexts } from '../texts';
import type { AdminOrderLine, BillingAddress, OrderDetails, OrderRow, QrCheck, ShippingDataRow } from '../types';
import { httpStatus, useAdminQueryError } from '../use-admin-error';
import { qrCodeFromInput } from '../validation';

import { AdminErrorCard, ListSkeleton, LoadError, OrderTypeBadge, PageHeader, PaymentBadge } from './admin-ui';
import styles from './admin-pages.module.css';
import { InvoicePaymentsSection } from './invoice-payments';
import { StatusForm } from './order-status-form';
import { ProofVersions } from './proof-versions';
import { QrTargetLink } from './qr-target-link';
import { RefundPaymentButton, refundDue } from './refund-payment';

const texts = adminTexts.orderDetail;

/** A positive whole number, else `null` (such an id cannot name an order). */
function parseOrderId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function textOrDash(value: string): string {
  return value.trim() === '' ? texts.line.none : value;
}

/** 'Als Unternehmer bestätigt am 06.12.2026, 11:38 Uhr', in German time, or 'Nicht bestätigt'. */
function businessBuyerText(confirmedAt: string | null | undefined): string {
  const labels = texts.order;
  if (!confirmedAt) return labels.businessBuyerNotConfirmed;
  return labels.businessBuyerConfirmed(formatDateTime(confirmedAt) ?? confirmedAt);
}

function OrderFacts({ order, details }: { order: OrderRow; details: OrderDetails }) {
  const labels = texts.order;
  return (
    <section className={styles.card} aria-labelledby="order-facts">
      <h3 id="order-facts">{texts.orderSection}</h3>
      <dl className={styles.facts}>
        <Field label={labels.number}>{adminTexts.orders.orderNumber(order.orderId)}</Field>
        <Field label={labels.date}>
          <time dateTime={order.order_date}>{formatDateTime(order.order_date) ?? order.order_date}</time>
        </Field>
        <Field label={labels.type}>
          <OrderTypeBadge type={order.orderType} />
        </Field>
        <Field label={labels.customer}>
          {order.userId === undefined || order.userId === null ? labels.guest : labels.customerAccount(order.userId)}
        </Field>
        <Field label={labels.payment}>
          <PaymentBadge status={order.payementStatus} />
        </Field>
        <Field label={labels.paymentTime}>
          {order.paymentTime ? (formatDateTime(order.paymentTime) ?? order.paymentTime) : texts.line.none}
        </Field>
        <Field label={labels.shippingDate}>
          {order.shippingDate ? (formatDay(order.shippingDate) ?? order.shippingDate) : texts.line.none}
        </Field>
        <Field label={labels.businessBuyer}>{businessBuyerText(details.businessBuyerConfirmedAt)}</Field>
        {details.termsVersion ? <Field label={labels.terms}>{labels.termsVersion(details.termsVersion)}</Field> : null}
        {/* The money comes last, ending with the total; the VAT's treatment heads it. */}
        {details.taxCategory ? (
          <Field label={labels.taxCategory}>{labels.taxCategories[details.taxCategory]}</Field>
        ) : null}
        {order.expressSurcharge === null || order.expressSurcharge === undefined ? null : (
          <Field label={labels.express}>
            {formatCents(order.expressSurcharge)}
            {order.expressRefundedAt ? (
              <span className={styles.factNote}>
                {labels.expressRefunded(formatDate(order.expressRefundedAt) ?? order.expressRefundedAt)}
              </span>
            ) : null}
          </Field>
        )}
        <Field label={labels.net}>{formatCents(order.netAmount)}</Field>
        {/* The net is before the discount and the VAT on what remains, so the discount sits between them. */}
        {order.voucherCode ? (
          <Field label={voucherTexts.discount(order.voucherCode)}>{formatDiscount(order.discountCents)}</Field>
        ) : null}
        <Field label={labels.vat}>{formatCents(order.vatAmount)}</Field>
        <Field label={labels.total}>
          <strong>{formatCents(order.totalAmount)}</strong>
        </Field>
      </dl>
    </section>
  );
}

function ShippingFacts({ shipping }: { shipping: ShippingDataRow | null }) {
  const labels = texts.shipping;
  return (
    <section className={styles.card} aria-labelledby="order-shipping">
      <h3 id="order-shipping">{texts.shippingSection}</h3>
      {shipping === null ? (
        <p className={styles.muted}>{texts.noShipping}</p>
      ) : (
        <dl className={styles.facts}>
          <Field label={labels.responsableName}>{shipping.responsableName}</Field>
          <Field label={labels.companyName}>{shipping.companyName}</Field>
          <Field label={labels.email}>
            <a href={`mailto:${shipping.email}`}>{shipping.email}</a>
          </Field>
          <Field label={labels.phoneNumber}>{shipping.phoneNumber}</Field>
          <Field label={labels.shippingAddress}>{shipping.shippingAddress}</Field>
          <Field label={labels.zipCode}>{shipping.zipCode}</Field>
          <Field label={labels.city}>{shipping.city}</Field>
          {/* Before delivery abroad every order went to Germany, and the server sent no country. */}
          <Field label={labels.country}>{countryName(shipping.country ?? GERMANY)}</Field>
          {shipping.vatId ? <Field label={labels.vatId}>{shipping.vatId}</Field> : null}
          {shipping.orderReference ? <Field label={labels.orderReference}>{shipping.orderReference}</Field> : null}
        </dl>
      )}
    </section>
  );
}

/** The invoice's address, as it is written on a letter. */
function BillingFacts({ address }: { address: BillingAddress }) {
  return (
    <section className={styles.card} aria-labelledby="order-billing">
      <h3 id="order-billing">{texts.billingSection}</h3>
      <address className={styles.address}>
        {address.legalName}
        <br />
        {address.street}
        <br />
        {address.zipCode} {address.city}
        <br />
        {countryName(address.country)}
      </address>
    </section>
  );
}

/** Cards and bottle openers are printed from their design and have a proof; sample packs reprint theirs. */
function hasProof(line: AdminOrderLine): boolean {
  return line.productType === 'PrimeProd';
}

/** The newest QR check of every line that has one. */
function qrChecksByLine(checks: readonly QrCheck[]): Map<number, QrCheck> {
  const byLine = new Map<number, QrCheck>();
  for (const check of checks) {
    const known = byLine.get(check.orderLineId);
    if (known === undefined || known.checkedAt <= check.checkedAt) byLine.set(check.orderLineId, check);
  }
  return byLine;
}

/**
 * The server's check of the printed QR code: calm when it read back as
 * expected, an alert the print shop cannot overlook when it did not.
 */
function QrCheckStatus({ check }: { check: QrCheck }) {
  const labels = texts.proof;
  if (check.readable) {
    return (
      <p className={styles.qrChecked}>
        <CheckCircleIcon size={18} />
        <span>{labels.qrReadable}</span>
      </p>
    );
  }
  return (
    <Notice tone="error" title={labels.qrUnreadable}>
      <p className={styles.qrExpected}>{labels.expected(check.expected)}</p>
    </Notice>
  );
}

/** A design line's print proof, and the result of its QR check once there is one. */
function ProofPanel({ orderLineId, qrCheck }: { orderLineId: number; qrCheck: QrCheck | undefined }) {
  const labels = texts.proof;
  return (
    <div className={styles.lineProof}>
      <a
        href={proofPdfUrl(orderLineId)}
        target="_blank"
        rel="noopener"
        aria-label={labels.linkFor(orderLineId)}
        className={buttonClassName('outline', 'small')}
      >
        {labels.link}
      </a>
      {qrCheck ? <QrCheckStatus check={qrCheck} /> : null}
    </div>
  );
}

/**
 * The printed QR code's short link, where it leads now and its scans in all:
 * 'QR-Kurzlink: https://…/q/7KQ2MZX9PA → https://… · 12 Scans', with the
 * way to the code on the QR code page.
 */
function QrShortLink({
  shortLink,
  target,
  scans,
}: {
  shortLink: string;
  target: string | null | undefined;
  scans: number | null | undefined;
}) {
  const labels = texts.line;
  const code = qrCodeFromInput(shortLink);
  return (
    // The spaces between the parts are for reading and copying; the layout spaces them itself.
    <p className={styles.qrLink}>
      <span className={styles.qrLinkLabel}>{labels.qrLink}</span>{' '}
      <span className={styles.voucherCode}>{shortLink}</span> <span>→</span>{' '}
      {target ? <QrTargetLink target={target} /> : <span>{labels.none}</span>}{' '}
      {typeof scans === 'number' ? (
        <>
          <span aria-hidden="true">·</span> <span>{labels.qrScans(scans)}</span>{' '}
        </>
      ) : null}
      <Link to={paths.admin.qrLinks.getHref(code)} aria-label={labels.qrManageLabel(code)}>
        {labels.qrManage}
      </Link>
    </p>
  );
}

function OrderLineCard({
  orderId,
  paid,
  line,
  position,
  qrCheck,
}: {
  orderId: number;
  /** Proofs are made once the order is paid: before, a design line has no version yet. */
  paid: boolean;
  line: AdminOrderLine;
  position: number;
  qrCheck: QrCheck | undefined;
}) {
  const { templateLabel } = useAdminEnvironment();
  const labels = texts.line;
  const headingId = `order-line-${line.orderLineId}`;
  const logo = line.cardLogo.trim();
  // Sample-number magnets are printed from their sample; everything else from its design data.
  const designed = line.productType === 'PrimeProd';
  return (
    <li className={styles.lineCard} aria-labelledby={headingId}>
      <div className={styles.lineHeader}>
        <h4 id={headingId}>{labels.heading(position, line.name)}</h4>
        <span className={styles.lineTotal}>
          {labels.subtotal}: {formatCents(lineSubtotal(line.UnitPrice, line.qte))}
        </span>
      </div>
      <div className={designed ? styles.lineBody : styles.lineBodyPlain}>
        <dl className={styles.facts}>
          <Field label={labels.productType}>{labels.productTypes[line.productType]}</Field>
          <Field label={labels.unitPrice}>{formatCents(line.UnitPrice)}</Field>
          <Field label={labels.quantity}>{line.qte}</Field>
          <Field label={labels.processingType}>{textOrDash(line.processingType)}</Field>
          {designed ? (
            <>
              <Field label={labels.template}>{line.template ? templateLabel(line.template) : labels.none}</Field>
              <Field label={labels.address}>{textOrDash(line.address)}</Field>
              <Field label={labels.phone}>{textOrDash(line.phone)}</Field>
              <Field label={labels.url}>{textOrDash(line.url)}</Field>
            </>
          ) : (
            <Field label={labels.musterNumber}>{textOrDash(line.musterNumber)}</Field>
          )}
          <Field label={labels.remarks}>
            <span className={styles.preserve}>{textOrDash(line.remarks)}</span>
          </Field>
        </dl>
        {designed ? (
          <figure className={styles.logoFigure}>
            <figcaption>{labels.logo}</figcaption>
            {logo !== '' && isHostedImage(logo) ? (
              <a href={logo} target="_blank" rel="noopener noreferrer" title={labels.openLogo}>
                <img src={logo} alt={labels.logoAlt(position)} className={styles.logoImage} loading="lazy" />
              </a>
            ) : (
              <p className={styles.muted}>{logo === '' ? labels.noLogo : logo}</p>
            )}
          </figure>
        ) : null}
      </div>
      {line.qrLink ? <QrShortLink shortLink={line.qrLink} target={line.qrTarget} scans={line.qrScans} /> : null}
      {hasProof(line) ? <ProofPanel orderLineId={line.orderLineId} qrCheck={qrCheck} /> : null}
      {line.proof && (paid || line.proof.versions.length > 0) ? (
        <ProofVersions orderId={orderId} orderLineId={line.orderLineId} position={position} proof={line.proof} />
      ) : null}
    </li>
  );
}

/** The order's failed background jobs, each in the server's words, with the way to retry them. */
function JobProblems({ problems }: { problems: readonly string[] }) {
  return problems.map((problem, index) => (
    <Notice
      // The same sentence may come twice (two failed mails); the order is the server's.
      key={index}
      tone="error"
      title={problem}
      actions={<Link to={paths.admin.jobs.getHref()}>{texts.toJobs}</Link>}
    />
  ));
}

/** Asks for the order again every 3 s while mounted (while a proof is being rendered). */
function ProofRenderingPolling({ orderId }: { orderId: number }) {
  useAdminOrderDetailsQuery(orderId, { pollingInterval: PROOF_RENDERING_POLL_MS });
  return null;
}

function OrderDetail({ orderId }: { orderId: number }) {
  const query = useAdminOrderDetailsQuery(orderId, { refetchOnMountOrArgChange: true });
  const notFound = httpStatus(query.error) === 404;
  useAdminQueryError(notFound ? undefined : query.error);
  const details = query.currentData;

  if (details === undefined) {
    if (notFound) return <MissingOrder />;
    if (query.isError && !query.isFetching) return <LoadError onRetry={() => void query.refetch()} />;
    return <ListSkeleton label={texts.loading} rows={6} />;
  }

  const order = details.orderRow;
  const paid = order.payementStatus === 'Paid';
  const qrChecks = qrChecksByLine(details.qrChecks);
  return (
    <div className={styles.page}>
      <PageHeader
        title={texts.title(order.orderId)}
        lead={formatDate(order.order_date) ?? order.order_date}
        action={
          <div className={styles.headerActions}>
            {/* A paid order has its invoice, and so has an order on invoice from the start; an unpaid one none yet. */}
            {order.payementStatus === 'Paid' || order.payementStatus === 'Invoiced' ? (
              <a
                href={invoicePdfUrl(order.orderId)}
                download
                aria-label={texts.invoiceFor(order.orderId)}
                className={buttonClassName('secondary')}
              >
                {texts.invoice}
              </a>
            ) : null}
            {/* A refunded order's invoice is reversed by its credit note. */}
            {order.refundedAt ? (
              <a
                href={creditNotePdfUrl(order.orderId)}
                download
                aria-label={texts.creditNoteFor(order.orderId)}
                className={buttonClassName('secondary')}
              >
                {texts.creditNote}
              </a>
            ) : null}
            {/* One file for the print operator: every design line's proof, a page each. */}
            {details.orderLines.some(hasProof) ? (
              <a
                href={orderProofsPdfUrl(order.orderId)}
                target="_blank"
                rel="noopener"
                aria-label={texts.proof.allFor(order.orderId)}
                className={buttonClassName('secondary')}
              >
                {texts.proof.all}
              </a>
            ) : null}
            <ButtonLink to={paths.admin.orders.getHref()} variant="outline">
              {texts.backToOrders}
            </ButtonLink>
          </div>
        }
      />
      <JobProblems problems={details.jobProblems ?? []} />
      {/* Highlighted like an unreadable QR code: the paid order has no invoice yet. */}
      {details.invoiceFailed ? <Notice tone="error" title={texts.invoiceFailed} /> : null}
      {/* Proofs are made once the order is paid. */}
      {paid && proofRenderingPollingInterval(details.orderLines) > 0 ? (
        <ProofRenderingPolling orderId={order.orderId} />
      ) : null}
      {refundDue(order) ? (
        <Notice tone="error" title={texts.paidAfterCancellation.title} actions={<RefundPaymentButton order={order} />}>
          <p>{texts.paidAfterCancellation.text}</p>
        </Notice>
      ) : null}
      {order.refundedAt ? (
        <Notice
          title={texts.refunded.title(formatDate(order.refundedAt) ?? order.refundedAt)}
          icon={<CheckCircleIcon />}
        >
          <p>{texts.refunded.text}</p>
        </Notice>
      ) : null}
      <div className={styles.detailGrid}>
        <div className={styles.stack}>
          <OrderFacts order={order} details={details} />
          {details.invoicePayments ? (
            <InvoicePaymentsSection
              orderId={order.orderId}
              payments={details.invoicePayments}
              dueOn={details.invoiceDueOn ?? null}
              letters={details.invoiceLetters}
            />
          ) : null}
        </div>
        <div className={styles.stack}>
          <StatusForm key={order.orderId} order={order} allowed={details.allowedStatuses} />
          <div className={styles.card}>
            <OrderTimeline
              timeline={order.timeline}
              carrier={order.carrier}
              trackingNumber={order.trackingNumber}
              trackingUrl={order.trackingUrl}
            />
          </div>
          <ShippingFacts shipping={details.shippingDataRow ?? null} />
          {details.billingAddress ? <BillingFacts address={details.billingAddress} /> : null}
        </div>
      </div>
      <section aria-labelledby="order-lines">
        <h3 id="order-lines" className={styles.sectionTitle}>
          {texts.linesSection}
        </h3>
        <ol className={styles.lines}>
          {details.orderLines.map((line, index) => (
            <OrderLineCard
              key={line.orderLineId}
              orderId={order.orderId}
              paid={paid}
              line={line}
              position={index + 1}
              qrCheck={qrChecks.get(line.orderLineId)}
            />
          ))}
        </ol>
      </section>
    </div>
  );
}

/** Spec §2: 'Keine Bestellung gefunden' and 'Ressource nicht gefunden' on the error card. */
function MissingOrder() {
  const { signedIn } = useAdminEnvironment();
  return <AdminErrorCard isAdmin={signedIn} title={adminTexts.error.title} message={adminTexts.error.noOrder} />;
}

export function AdminOrderDetailPage() {
  const orderId = parseOrderId(useParams().orderId);
  return orderId === null ? <MissingOrder /> : <OrderDetail orderId={orderId} />;
}
