import { useEffect, useRef } from 'react';

import { CloseIcon } from '@/components/icons/icons';
import { OrderTimeline } from '@/components/order-timeline/order-timeline';
import { Button } from '@/components/ui/button';
import { DataTable, dataTableClasses } from '@/components/ui/data-table';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { PageSpinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/dates';
import { euTexts } from '@/lib/eu';
import { formatCents } from '@/lib/format';
import { lineSubtotal, netSubtotal } from '@/lib/money';
import { orderStatusLabel } from '@/lib/order-status';
import { proofRenderingPollingInterval } from '@/lib/print-proof';
import { discountOf, formatDiscount, voucherTexts } from '@/lib/voucher';

import { ordersApi, useGetUserOrderLinesQuery } from '../api';
import { ordersTexts as texts } from '../texts';
import type { Order, OrderLine } from '../types';

import { CancelOrder } from './cancel-order';
import { LineThumbnail } from './line-thumbnail';
import lifecycleStyles from './lifecycle.module.css';
import styles from './my-orders.module.css';
import { linesWithProof, ProofApprovals } from './proof-approval/proof-approvals';

export const ORDER_DETAILS_ID = 'order-details';

/** The express surcharge as a line of its own, with its refund when the order shipped after its promised day. */
function ExpressRow({ surcharge, refundedAt }: { surcharge: number; refundedAt: string | null }) {
  return (
    <tr>
      <th scope="row" className={styles.article}>
        <span>{texts.express}</span>
        {refundedAt ? (
          <span className={styles.detail}>{texts.expressRefunded(formatDate(refundedAt) ?? refundedAt)}</span>
        ) : null}
      </th>
      <td className={dataTableClasses.numeric}>{formatCents(surcharge)}</td>
      <td className={dataTableClasses.numeric}>1</td>
      <td className={`${dataTableClasses.numeric} ${styles.strong}`}>{formatCents(surcharge)}</td>
    </tr>
  );
}

function LinesTable({ order, lines }: { order: Order; lines: OrderLine[] }) {
  const columns = texts.detailColumns;
  const express = order.expressSurcharge ?? null;
  // The express line is part of the net, as on the invoice; the code's discount is the products' alone.
  const net = netSubtotal(lines.map((line) => ({ unitPrice: line.UnitPrice, quantity: line.qte }))) + (express ?? 0);
  const discount = discountOf(order);
  return (
    <DataTable className={styles.linesTable} aria-label={texts.detailsTitle}>
      <thead>
        <tr>
          <th scope="col">{columns.article}</th>
          <th scope="col" className={dataTableClasses.numeric}>
            {columns.unitPrice}
          </th>
          <th scope="col" className={dataTableClasses.numeric}>
            {columns.quantity}
          </th>
          <th scope="col" className={dataTableClasses.numeric}>
            {columns.subtotal}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.orderLineId}>
            <th scope="row" className={styles.article}>
              <span className={styles.articleName}>
                <LineThumbnail line={line} />
                <span>{line.name}</span>
              </span>
              {line.processingType ? <span className={styles.detail}>{line.processingType}</span> : null}
              {line.musterNumber ? (
                <span className={styles.detail}>{texts.sampleNumber(line.musterNumber)}</span>
              ) : null}
            </th>
            <td className={dataTableClasses.numeric}>{formatCents(line.UnitPrice)}</td>
            <td className={dataTableClasses.numeric}>{line.qte}</td>
            <td className={`${dataTableClasses.numeric} ${styles.strong}`}>
              {formatCents(lineSubtotal(line.UnitPrice, line.qte))}
            </td>
          </tr>
        ))}
        {express === null ? null : <ExpressRow surcharge={express} refundedAt={order.expressRefundedAt ?? null} />}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            {texts.netTotal}
          </th>
          <td className={dataTableClasses.numeric}>{formatCents(net)}</td>
        </tr>
        {/* The net is before the discount; the gross total is after it, VAT on what remained. */}
        {discount ? (
          <tr>
            <th scope="row" colSpan={3}>
              {voucherTexts.discount(discount.code)}
            </th>
            <td className={dataTableClasses.numeric}>{formatDiscount(discount.cents)}</td>
          </tr>
        ) : null}
        {/* A tax-free intra-community supply holds no German VAT: its 0 % is named, not '19 %'. */}
        {order.taxCategory === 'K' ? (
          <tr>
            <th scope="row" colSpan={3}>
              {euTexts.intraCommunityVat}
            </th>
            <td className={dataTableClasses.numeric}>{formatCents(order.vatCents)}</td>
          </tr>
        ) : null}
        <tr className={styles.grandTotal}>
          <th scope="row" colSpan={3}>
            {order.taxCategory === 'K' ? texts.total : texts.grossTotal}
          </th>
          <td className={dataTableClasses.numeric}>{formatCents(order.totalAmount)}</td>
        </tr>
      </tfoot>
    </DataTable>
  );
}

/**
 * 'Bestelldetails' of one order (spec §2): article, unit price, quantity,
 * subtotal; also its status, timeline, the cancellation while
 * possible and the proof of each design line.
 */
export function OrderDetails({ order, onClose }: { order: Order; onClose: () => void }) {
  // Proofs are made once the order is paid; until the first is rendered, the lines are asked for every 3 s.
  const paid = order.payementStatus === 'Paid';
  const known = ordersApi.endpoints.getUserOrderLines.useQueryState(order.orderId);
  const lines = useGetUserOrderLinesQuery(order.orderId, {
    pollingInterval: paid ? proofRenderingPollingInterval(known.currentData) : 0,
  });
  const heading = useRef<HTMLHeadingElement>(null);

  // Move focus to the details the customer asked for (keyboard and screen-reader users land there).
  useEffect(() => {
    heading.current?.focus();
  }, [order.orderId]);

  let body;
  if (lines.currentData !== undefined) {
    const proofs = paid ? linesWithProof(lines.currentData) : [];
    body = (
      <>
        <LinesTable order={order} lines={lines.currentData} />
        {proofs.length > 0 ? (
          <section className={lifecycleStyles.proofs} aria-labelledby="order-proofs-title">
            <h3 id="order-proofs-title" className={lifecycleStyles.subTitle}>
              {texts.proofsTitle}
            </h3>
            <ProofApprovals orderId={order.orderId} lines={proofs} headingLevel={4} />
          </section>
        ) : null}
      </>
    );
  } else if (lines.isError && !lines.isFetching) {
    body = <LoadErrorNotice title={texts.detailsError} retryLabel={texts.retry} onRetry={() => void lines.refetch()} />;
  } else {
    body = <PageSpinner label={texts.detailsLoading} />;
  }

  return (
    <section id={ORDER_DETAILS_ID} className={styles.details} aria-labelledby="order-details-title">
      <header className={styles.detailsHeader}>
        <div>
          <h2 id="order-details-title" ref={heading} tabIndex={-1}>
            {texts.detailsTitle}
          </h2>
          <p>{texts.detailsOf(order.orderId, formatDate(order.order_date) ?? order.order_date)}</p>
        </div>
        <Button variant="ghost" size="small" onClick={onClose} icon={<CloseIcon size={16} />}>
          {texts.closeDetails}
        </Button>
      </header>
      <div className={lifecycleStyles.lifecycle}>
        <p className={lifecycleStyles.status}>{texts.status(orderStatusLabel(order.orderStatus))}</p>
        <OrderTimeline
          timeline={order.timeline}
          carrier={order.carrier}
          trackingNumber={order.trackingNumber}
          trackingUrl={order.trackingUrl}
        />
        <CancelOrder order={order} />
      </div>
      {body}
    </section>
  );
}
