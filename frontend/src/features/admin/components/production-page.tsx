/**
 * /admin/dashboard/production (issue 23): every order whose proofs the
 * customer approved, by its promised shipping day ('Versand bis', marked
 * when today or past; the earliest first, as the server sorts them), the
 * proofs of all of them in one PDF for
 * the print operator, and 'In Produktion geben' for the orders listed, after
 * a confirmation that names each order the customer may still cancel. The
 * server skips orders no longer approved and says how many went into
 * production; the list is fetched again.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { PaintBrushIcon } from '@/components/icons/icons';
import { Button, buttonClassName } from '@/components/ui/button';
import { DataTable, dataTableClasses } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { formatCents } from '@/lib/format';
import { approvedProofsPdfUrl } from '@/lib/print-proof';
import { toast } from '@/lib/toast';

import { useAdminApprovedOrdersQuery, useAdminStartProductionMutation } from '../api';
import { openCancellationWindow } from '../cancellation-window';
import { adminTexts } from '../texts';
import type { ApprovedOrder } from '../types';
import { useAdminErrorHandler, useAdminQueryError } from '../use-admin-error';

import { EmptyState, ListStates, PageHeader, ShipByCell } from './admin-ui';
import styles from './admin-pages.module.css';
import { ConfirmDialog } from './confirm-dialog';

const texts = adminTexts.production;

/**
 * The question before production: how many orders go, and each one whose
 * customer may still cancel, with the end of its window.
 */
function ConfirmText({ orders }: { orders: readonly ApprovedOrder[] }) {
  const [now] = useState(() => new Date());
  const open = orders.flatMap((order) => {
    const until = openCancellationWindow(order.cancellableUntil, now);
    return until === null ? [] : [{ orderId: order.orderId, until }];
  });
  return (
    <>
      <p>{texts.confirmText(orders.length)}</p>
      {orders.length === 1 && open.length === 1 ? (
        <p className={styles.cancellableWarning}>{texts.stillCancellable(open[0].until)}</p>
      ) : null}
      {orders.length > 1 && open.length > 0 ? (
        <ul className={styles.cancellableWarning} aria-label={texts.stillCancellableLabel}>
          {open.map(({ orderId, until }) => (
            <li key={orderId}>{texts.stillCancellableOrder(orderId, until)}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function ApprovedOrdersTable({ orders }: { orders: readonly ApprovedOrder[] }) {
  const { columns } = texts;
  return (
    <DataTable compact aria-label={texts.tableLabel}>
      <thead>
        <tr>
          <th scope="col">{columns.number}</th>
          <th scope="col">{columns.paymentTime}</th>
          <th scope="col">{columns.shipBy}</th>
          <th scope="col" className={dataTableClasses.numeric}>
            {columns.total}
          </th>
          <th scope="col">
            <span className="visually-hidden">{columns.details}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.orderId}>
            <th scope="row" className={styles.strongCell}>
              {adminTexts.orders.orderNumber(order.orderId)}
            </th>
            <td>
              {order.paymentTime ? (
                <time dateTime={order.paymentTime}>{formatDateTime(order.paymentTime) ?? order.paymentTime}</time>
              ) : (
                adminTexts.orderDetail.line.none
              )}
            </td>
            <td>
              <ShipByCell order={order} />
            </td>
            <td className={dataTableClasses.numeric}>{formatCents(order.totalAmount)}</td>
            <td className={dataTableClasses.actions}>
              <Link
                className={styles.detailsLink}
                to={paths.admin.order.getHref(order.orderId)}
                aria-label={adminTexts.orders.detailsLabel(order.orderId)}
              >
                {adminTexts.orders.details}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

export function AdminProductionPage() {
  const query = useAdminApprovedOrdersQuery(undefined, { refetchOnMountOrArgChange: true });
  useAdminQueryError(query.error);
  const [startProduction, { isLoading: starting }] = useAdminStartProductionMutation();
  const handleError = useAdminErrorHandler();
  const [asking, setAsking] = useState(false);
  const orders = query.currentData?.orders;

  const onConfirm = async () => {
    if (orders === undefined) return;
    try {
      const answer = await startProduction({ orderIds: orders.map((order) => order.orderId) }).unwrap();
      toast.success(answer.message);
    } catch (error) {
      handleError(error);
    } finally {
      setAsking(false);
    }
  };

  return (
    <div className={styles.page}>
      <PageHeader title={texts.heading} lead={texts.lead} />
      <ListStates
        items={orders}
        query={query}
        loadingLabel={texts.loading}
        skeletonRows={4}
        empty={<EmptyState title={texts.empty} icon={<PaintBrushIcon />} />}
      >
        {(approved) => (
          <>
            <div className={styles.productionActions}>
              <a href={approvedProofsPdfUrl()} target="_blank" rel="noopener" className={buttonClassName('secondary')}>
                {texts.proofs}
              </a>
              <Button onClick={() => setAsking(true)} disabled={starting}>
                {texts.start}
              </Button>
            </div>
            <ApprovedOrdersTable orders={approved} />
          </>
        )}
      </ListStates>
      {asking && orders !== undefined ? (
        <ConfirmDialog
          title={texts.confirmTitle}
          confirmLabel={texts.confirm}
          cancelLabel={texts.cancel}
          busy={starting}
          onConfirm={() => void onConfirm()}
          onCancel={() => setAsking(false)}
        >
          <ConfirmText orders={orders} />
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
