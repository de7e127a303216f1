import { useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';

import { CheckCircleIcon, ClockIcon, InfoIcon } from '@/components/icons/icons';
import { Page } from '@/components/layout/page';
import { ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/dates';
import { euTexts } from '@/lib/eu';
import { formatCents } from '@/lib/format';
import { paymentStatusLabel } from '@/lib/order-status';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { discountOf, formatDiscount, voucherTexts } from '@/lib/voucher';

import { formatPaymentTime } from '../format';
import { checkoutTexts } from '../texts';
import type { PaymentStatusResponse } from '../types';
import { usePaymentStatus } from '../use-payment-status';

import styles from './checkout.module.css';
import pendingStyles from './payment-pending.module.css';

const texts = checkoutTexts.pending;

/** 'inkl. 19 % MwSt', or the exemption of a tax-free intra-community supply. */
function totalNote(payment: PaymentStatusResponse): string {
  return payment.taxCategory === 'K' ? euTexts.intraCommunityVat : texts.totalNote;
}

/** A positive whole number, or `null`. */
export function parseOrderId(raw: string): number | null {
  if (!/^\d{1,15}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 ? id : null;
}

function Waiting() {
  return (
    <div className={styles.waiting} role="status" aria-live="polite">
      <Spinner size={48} />
      <p className={styles.waitingTitle}>{texts.waiting}</p>
      <p>{texts.waitingHint}</p>
    </div>
  );
}

/** The Aktionscode's line, just above the total it lowered; none for an order without a code. */
function discountRows(payment: PaymentStatusResponse): [string, string][] {
  const discount = discountOf(payment);
  return discount ? [[voucherTexts.discount(discount.code), formatDiscount(discount.cents)]] : [];
}

/**
 * The thanks for an order that goes ahead: its facts, the way to the proofs
 * while they wait for the approval, and back to the shop.
 */
function Thanks({
  payment,
  headingId,
  hint,
  rows,
}: {
  payment: PaymentStatusResponse;
  headingId: string;
  hint: string;
  rows: [string, string][];
}) {
  return (
    <section className={styles.confirmation} aria-labelledby={headingId}>
      <span className={styles.confirmationIcon}>
        <CheckCircleIcon size={40} />
      </span>
      <h2 id={headingId}>{texts.thanks}</h2>
      <p>{hint}</p>
      {payment.awaitsApproval ? (
        <div className={pendingStyles.nextStep}>
          <p>{texts.nextStep}</p>
          <ButtonLink to={paths.proofApproval.getHref(payment.orderId)} size="large">
            {texts.reviewProof}
          </ButtonLink>
        </div>
      ) : null}
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ButtonLink to={paths.shop.getHref()} size="large" variant={payment.awaitsApproval ? 'outline' : 'primary'}>
        {texts.backToShop}
      </ButtonLink>
    </section>
  );
}

function Confirmation({ payment }: { payment: PaymentStatusResponse }) {
  const rows: [string, string][] = [
    [texts.orderNumber, String(payment.orderId)],
    [texts.shippingDate, formatDay(payment.shippingDate) ?? texts.unknown],
    [texts.paymentStatus, texts.paid],
    ...discountRows(payment),
    [texts.total, `${formatCents(payment.orderTotal)} (${totalNote(payment)})`],
    [texts.paymentTime, formatPaymentTime(payment.paymentTime) ?? texts.unknown],
  ];
  return <Thanks payment={payment} headingId="payment-thanks" hint={texts.thanksHint} rows={rows} />;
}

/**
 * An order on invoice: placed and invoiced, nothing to wait for. The thanks as
 * for a paid order, and where the invoice (with its due date and the bank
 * account) comes from; the proofs' approval as after a payment.
 */
function Invoiced({ payment }: { payment: PaymentStatusResponse }) {
  const rows: [string, string][] = [
    [texts.orderNumber, String(payment.orderId)],
    [texts.paymentStatus, paymentStatusLabel(payment.payementStatus)],
    ...discountRows(payment),
    [texts.total, `${formatCents(payment.orderTotal)} (${totalNote(payment)})`],
  ];
  return <Thanks payment={payment} headingId="payment-invoiced" hint={texts.invoiced} rows={rows} />;
}

/** A delayed payment (SEPA): the order is placed, the money not yet in; the customer hears by e-mail. */
function Processing({ payment }: { payment: PaymentStatusResponse }) {
  const rows: [string, string][] = [
    [texts.orderNumber, String(payment.orderId)],
    [texts.paymentStatus, paymentStatusLabel(payment.payementStatus)],
    ...discountRows(payment),
    [texts.total, `${formatCents(payment.orderTotal)} (${totalNote(payment)})`],
  ];
  return (
    <section className={styles.confirmation} aria-labelledby="payment-processing">
      <span className={styles.confirmationIcon}>
        <ClockIcon size={40} />
      </span>
      <h2 id="payment-processing">{texts.processingTitle}</h2>
      <p role="status">{texts.processing}</p>
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ButtonLink to={paths.shop.getHref()} size="large">
        {texts.backToShop}
      </ButtonLink>
    </section>
  );
}

function PaymentConfirmation({ orderId, onPaid }: { orderId: number; onPaid: () => void }) {
  const polling = usePaymentStatus(orderId);
  const paidHandled = useRef(false);

  // A delayed payment and an order on invoice are placed too: the cart is emptied as for a paid one.
  const placed = polling.state === 'paid' || polling.state === 'processing' || polling.state === 'invoiced';
  useEffect(() => {
    if (!placed || paidHandled.current) return;
    paidHandled.current = true;
    onPaid();
  }, [placed, onPaid]);

  switch (polling.state) {
    case 'waiting':
      return <Waiting />;
    case 'failed':
      return <Navigate to={paths.paymentError.getHref()} replace />;
    case 'paid':
      return <Confirmation payment={polling.payment} />;
    case 'processing':
      return <Processing payment={polling.payment} />;
    case 'invoiced':
      return <Invoiced payment={polling.payment} />;
  }
}

type PaymentPendingPageProps = {
  /** Called once when the payment is confirmed or on its way (the app clears the cart). */
  onPaid: () => void;
};

/**
 * /pending-page?order_id= (spec §2, §4): the payment provider sends the
 * customer here. A spinner until the order is paid, then the thank-you
 * (for an order with design lines, with the way to the proof approval:
 * nothing is printed before it);
 * a delayed payment (`Processing`) ends in a notice that it is on its way;
 * an order on invoice (`Invoiced`) is thanked for at once, with where its
 * invoice comes from; a failed payment, no payment after 10 tries, or an
 * unusable order id goes to /paymentError.
 */
export function PaymentPendingPage({ onPaid }: PaymentPendingPageProps) {
  useScrollToTop();
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('order_id');

  let content;
  if (raw === null || raw.trim() === '') {
    content = (
      <Notice
        title={texts.noOrder}
        icon={<InfoIcon />}
        actions={<ButtonLink to={paths.shop.getHref()}>{texts.backToShop}</ButtonLink>}
      >
        <p>{texts.noOrderHint}</p>
      </Notice>
    );
  } else {
    const orderId = parseOrderId(raw);
    if (orderId === null) return <Navigate to={paths.paymentError.getHref()} replace />;
    content = <PaymentConfirmation key={orderId} orderId={orderId} onPaid={onPaid} />;
  }

  return (
    <Page title={texts.title} narrow>
      {content}
    </Page>
  );
}
