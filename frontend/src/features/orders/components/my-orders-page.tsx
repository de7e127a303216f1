import { useState } from 'react';
import { Link } from 'react-router-dom';

import { PackageIcon } from '@/components/icons/icons';
import { Page } from '@/components/layout/page';
import { SignInNotice } from '@/components/layout/sign-in-notice';
import { Button, ButtonLink, buttonClassName } from '@/components/ui/button';
import { DataTable, dataTableClasses } from '@/components/ui/data-table';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { Notice } from '@/components/ui/notice';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { dayInGermany, formatDate, formatDay } from '@/lib/dates';
import { formatCents } from '@/lib/format';
import { creditNotePdfUrl, invoicePdfUrl } from '@/lib/invoice';
import { orderStatusLabel, paymentStatusLabel } from '@/lib/order-status';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { discountOf, formatDiscount, voucherTexts } from '@/lib/voucher';

import { useGetOrdersByUserQuery } from '../api';
import { invoiceStateOf, type InvoiceState } from '../invoice-state';
import type { ReorderDeps } from '../reorder';
import { ordersTexts as texts } from '../texts';
import type { Order } from '../types';
import { useReorder } from '../use-reorder';

import styles from './my-orders.module.css';
import { ORDER_DETAILS_ID, OrderDetails } from './order-details';
import { ReorderButton } from './reorder-button';

/** An order on invoice: open with its due date, overdue since the day after it, or paid on its day. */
function InvoiceLine({ state }: { state: InvoiceState }) {
  switch (state.kind) {
    case 'open':
      return <span className={styles.detail}>{texts.invoiceOpen(formatDay(state.dueOn) ?? state.dueOn)}</span>;
    case 'overdue':
      return <span className={styles.overdue}>{texts.invoiceOverdue(formatDay(state.since) ?? state.since)}</span>;
    case 'paid':
      return <span className={styles.detail}>{texts.invoicePaid(formatDay(state.paidOn) ?? state.paidOn)}</span>;
  }
}

/** A paid order has its invoice, and so has an order on invoice from the start. */
function hasInvoice(order: Order): boolean {
  return order.payementStatus === 'Paid' || order.payementStatus === 'Invoiced';
}

function OrdersTable({
  orders,
  selectedId,
  onSelect,
  onReorder,
}: {
  orders: Order[];
  selectedId: number | null;
  onSelect: (orderId: number) => void;
  onReorder: (orderId: number) => Promise<void>;
}) {
  const { columns } = texts;
  // The day it is in Germany decides whether an invoice is overdue.
  const today = dayInGermany();
  return (
    <section aria-labelledby="order-list-title">
      <h2 id="order-list-title" className={styles.sectionTitle}>
        {texts.listTitle}
      </h2>
      <DataTable aria-labelledby="order-list-title">
        <thead>
          <tr>
            <th scope="col">{columns.number}</th>
            <th scope="col">{columns.date}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col" className={dataTableClasses.numeric}>
              {columns.total}
            </th>
            <th scope="col">{columns.details}</th>
            <th scope="col">{columns.invoice}</th>
            <th scope="col">{columns.reorder}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const selected = order.orderId === selectedId;
            const discount = discountOf(order);
            const invoice = invoiceStateOf(order, today);
            return (
              <tr key={order.orderId} className={selected ? dataTableClasses.selectedRow : undefined}>
                <th scope="row" className={styles.orderNumber}>
                  {order.orderId}
                </th>
                <td>
                  <time dateTime={order.order_date}>{formatDate(order.order_date) ?? order.order_date}</time>
                </td>
                <td>
                  {order.refundedAt ? (
                    <>
                      <span className={styles.refunded}>{texts.statusRefunded}</span>
                      <time className={styles.detail} dateTime={order.refundedAt}>
                        {texts.refundedOn(formatDate(order.refundedAt) ?? order.refundedAt)}
                      </time>
                    </>
                  ) : (
                    <>
                      <span className={order.orderStatus === 'Cancelled' ? styles.refunded : styles.paid}>
                        {orderStatusLabel(order.orderStatus)}
                      </span>
                      {invoice !== null ? (
                        <InvoiceLine state={invoice} />
                      ) : order.payementStatus === 'Processing' ? (
                        <span className={styles.processing}>{texts.paymentProcessing}</span>
                      ) : order.payementStatus !== 'Paid' ? (
                        <span className={styles.detail}>
                          {texts.paymentStatus(paymentStatusLabel(order.payementStatus))}
                        </span>
                      ) : null}
                      {order.awaitingApproval ? (
                        <Link
                          to={paths.proofApproval.getHref(order.orderId)}
                          className={styles.awaiting}
                          aria-label={texts.awaitingApprovalFor(order.orderId)}
                        >
                          {texts.awaitingApproval}
                        </Link>
                      ) : null}
                    </>
                  )}
                </td>
                <td className={`${dataTableClasses.numeric} ${styles.strong}`}>
                  {formatCents(order.totalAmount)}
                  {/* The total is after the discount: say which code lowered it. */}
                  {discount ? (
                    <span className={styles.detail}>
                      {voucherTexts.discount(discount.code)} {formatDiscount(discount.cents)}
                    </span>
                  ) : null}
                </td>
                <td>
                  <Button
                    variant={selected ? 'secondary' : 'outline'}
                    size="small"
                    aria-expanded={selected}
                    aria-controls={selected ? ORDER_DETAILS_ID : undefined}
                    aria-label={texts.detailsFor(order.orderId)}
                    onClick={() => onSelect(order.orderId)}
                  >
                    {texts.details}
                  </Button>
                </td>
                <td>
                  {/* A paid order and one on invoice have their invoice, a refunded one its credit note too; a payment on its way none yet. */}
                  <div className={styles.documents}>
                    {hasInvoice(order) ? (
                      <a
                        href={invoicePdfUrl(order.orderId)}
                        download
                        aria-label={texts.invoiceFor(order.orderId)}
                        className={buttonClassName('outline', 'small')}
                      >
                        {texts.invoice}
                      </a>
                    ) : null}
                    {order.refundedAt ? (
                      <a
                        href={creditNotePdfUrl(order.orderId)}
                        download
                        aria-label={texts.creditNoteFor(order.orderId)}
                        className={buttonClassName('outline', 'small')}
                      >
                        {texts.creditNote}
                      </a>
                    ) : null}
                  </div>
                </td>
                <td>
                  <ReorderButton orderId={order.orderId} onReorder={onReorder} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </DataTable>
    </section>
  );
}

function SignedInView({ userId, reorder }: { userId: number; reorder: ReorderDeps }) {
  const orders = useGetOrdersByUserQuery(userId, { refetchOnMountOrArgChange: true });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const onReorder = useReorder(reorder);

  const list = orders.currentData;
  if (list === undefined) {
    if (orders.isError && !orders.isFetching) {
      return (
        <LoadErrorNotice
          title={texts.loadError}
          hint={texts.loadErrorHint}
          retryLabel={texts.retry}
          onRetry={() => void orders.refetch()}
        />
      );
    }
    return <PageSpinner label={texts.loading} />;
  }
  if (list.length === 0) {
    return (
      <Notice
        title={texts.emptyState}
        icon={<PackageIcon />}
        actions={<ButtonLink to={paths.shop.getHref()}>{texts.shopNow}</ButtonLink>}
      >
        <p>{texts.emptyStateHint}</p>
      </Notice>
    );
  }
  const selected = list.find((order) => order.orderId === selectedId) ?? null;
  return (
    <div className={styles.layout}>
      <OrdersTable
        orders={list}
        selectedId={selected?.orderId ?? null}
        onSelect={setSelectedId}
        onReorder={onReorder}
      />
      {selected ? <OrderDetails key={selected.orderId} order={selected} onClose={() => setSelectedId(null)} /> : null}
    </div>
  );
}

type MyOrdersPageProps = {
  /** The signed-in user's id, or `null`. */
  userId: number | null;
  /** Remembers /my-orders as the path to return to after sign-in. */
  onSignInPrompt: () => void;
  /** Today's products and the cart, for 'Erneut bestellen'. */
  reorder: ReorderDeps;
};

/**
 * /my-orders (spec §2 My orders): the signed-in customer's orders, paid,
 * with a payment on its way ('Zahlung in Bearbeitung') or on invoice (open
 * with its due date, overdue, or paid on its day), and their lines; an
 * order whose proofs wait for the customer says so and leads to the approval
 * page; each order can be put back into the cart ('Erneut bestellen').
 */
export function MyOrdersPage({ userId, onSignInPrompt, reorder }: MyOrdersPageProps) {
  useScrollToTop();
  return (
    <Page title={texts.pageTitle} lead={texts.pageLead}>
      {userId === null ? (
        <SignInNotice
          title={texts.signedOutTitle}
          text={texts.signedOutText}
          toSignIn={texts.toSignIn}
          onShown={onSignInPrompt}
        />
      ) : (
        <SignedInView userId={userId} reorder={reorder} />
      )}
    </Page>
  );
}
