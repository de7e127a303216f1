/**
 * /admin/dashboard/orders (spec §2): the paged order list, newest first, 8
 * per page, and the Zusammenfassende Meldung's download below it.
 */
import { Link } from 'react-router-dom';

import { ListIcon } from '@/components/icons/icons';
import { ButtonLink } from '@/components/ui/button';
import { DataTable, dataTableClasses } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { formatCents } from '@/lib/format';

import { useAdminOrdersQuery } from '../api';
import { adminTexts } from '../texts';
import type { AdminOrder } from '../types';
import { useAdminQueryError } from '../use-admin-error';

import { ListStates, OrderStatusBadge, OrderTypeBadge, PagedEmptyState, PageHeader, PaymentBadge } from './admin-ui';
import styles from './admin-pages.module.css';
import { Pagination, usePageParam } from './pagination';
import { ZmReportSection } from './zm-report-section';

const texts = adminTexts.orders;

function OrdersTable({ orders }: { orders: readonly AdminOrder[] }) {
  const { columns } = texts;
  return (
    <DataTable compact aria-label={texts.tableLabel}>
      <thead>
        <tr>
          <th scope="col">{columns.number}</th>
          <th scope="col">{columns.date}</th>
          <th scope="col">{columns.company}</th>
          <th scope="col">{columns.type}</th>
          <th scope="col">{columns.payment}</th>
          <th scope="col">{columns.status}</th>
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
              {texts.orderNumber(order.orderId)}
            </th>
            <td>
              <time dateTime={order.order_date}>{formatDate(order.order_date) ?? order.order_date}</time>
            </td>
            <td className={styles.companyCell}>{order.companyName ?? texts.noCompany}</td>
            <td>
              <OrderTypeBadge type={order.orderType} />
            </td>
            <td>
              <PaymentBadge status={order.payementStatus} />
            </td>
            <td>
              <OrderStatusBadge status={order.orderStatus} />
            </td>
            <td className={dataTableClasses.numeric}>{formatCents(order.totalAmount)}</td>
            <td className={dataTableClasses.actions}>
              <Link
                className={styles.detailsLink}
                to={paths.admin.order.getHref(order.orderId)}
                aria-label={texts.detailsLabel(order.orderId)}
              >
                {texts.details}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

export function AdminOrdersPage() {
  const [page, setPage] = usePageParam();
  const query = useAdminOrdersQuery(page, { refetchOnMountOrArgChange: true });
  useAdminQueryError(query.error);
  const data = query.currentData;

  const content = (
    <ListStates
      items={data?.orders}
      query={query}
      loadingLabel={texts.loading}
      skeletonRows={8}
      empty={<PagedEmptyState page={page} totalPages={data?.totalPages ?? 1} texts={texts} icon={<ListIcon />} />}
    >
      {(orders) => <OrdersTable orders={orders} />}
    </ListStates>
  );

  return (
    <div className={styles.page}>
      <PageHeader
        title={texts.heading}
        lead={texts.lead}
        action={<ButtonLink to={paths.admin.addOrder.getHref()}>{texts.createOrder}</ButtonLink>}
      />
      {content}
      {data ? (
        <Pagination currentPage={page} totalPages={data.totalPages} onChange={setPage} label={texts.title} />
      ) : null}
      <ZmReportSection />
    </div>
  );
}
