/**
 * /admin/dashboard/orders (spec §2): the paged order list, 8 per page, newest
 * first or by 'Versand bis' (`?sort=shipBy`), the 'Termintreue (90 Tage)'
 * and the Zusammenfassende Meldung's download below it. 'Nächste Seite' reads
 * on from the page shown (`&after=`, the answer's `nextCursor`).
 */
import { useCallback, useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { ListIcon } from '@/components/icons/icons';
import { ButtonLink } from '@/components/ui/button';
import { DataTable, dataTableClasses } from '@/components/ui/data-table';
import formStyles from '@/components/form/form.module.css';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { formatCents } from '@/lib/format';

import { useAdminOnTimeQuery, useAdminOrdersQuery } from '../api';
import { adminTexts } from '../texts';
import type { AdminOrder, OrdersSort } from '../types';
import { useAdminQueryError } from '../use-admin-error';

import {
  ListStates,
  OrderStatusBadge,
  OrderTypeBadge,
  PagedEmptyState,
  PageHeader,
  PaymentBadge,
  ShipByCell,
} from './admin-ui';
import styles from './admin-pages.module.css';
import { Pagination, pageParam, withPageParam } from './pagination';
import { ZmReportSection } from './zm-report-section';

const texts = adminTexts.orders;

const SORTS: readonly OrdersSort[] = ['newest', 'shipBy'];

/** The page kept in the URL and the cursor it was reached with; `goTo` drops the cursor unless given one. */
type OrdersPageParam = {
  page: number;
  after: string | undefined;
  goTo: (page: number, after?: string | null) => void;
};

/**
 * The page kept in the URL (`?page=3`) and, when 'Nächste Seite' led there,
 * the previous page's `nextCursor` (`&after=…`): the server then reads on
 * after that page's last row instead of skipping rows, and reloading the
 * address shows the same page. Any other move goes by the number alone.
 */
function useOrdersPageParam(): OrdersPageParam {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageParam(searchParams);
  const after = searchParams.get('after') || undefined;
  const goTo = useCallback(
    (next: number, cursor?: string | null) => {
      setSearchParams((current) => {
        const params = withPageParam(current, next);
        if (cursor) params.set('after', cursor);
        else params.delete('after');
        return params;
      });
    },
    [setSearchParams],
  );
  return { page, after, goTo };
}

/**
 * The sort kept in the URL (`?sort=shipBy`; newest first without it). A new
 * sort starts again on page 1: the page (and its cursor) of the other order
 * means nothing.
 */
function useSortParam(): [OrdersSort, (sort: OrdersSort) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const sort: OrdersSort = searchParams.get('sort') === 'shipBy' ? 'shipBy' : 'newest';
  const setSort = useCallback(
    (next: OrdersSort) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        params.delete('page');
        params.delete('after');
        if (next === 'shipBy') params.set('sort', next);
        else params.delete('sort');
        return params;
      });
    },
    [setSearchParams],
  );
  return [sort, setSort];
}

function SortSelect({ sort, onChange }: { sort: OrdersSort; onChange: (sort: OrdersSort) => void }) {
  const id = useId();
  return (
    <div className={`${formStyles.field} ${styles.sortField}`}>
      <label className={formStyles.label} htmlFor={id}>
        {texts.sort.label}
      </label>
      <select
        id={id}
        className={`${formStyles.input} ${formStyles.select}`}
        value={sort}
        onChange={(event) => onChange(event.currentTarget.value === 'shipBy' ? 'shipBy' : 'newest')}
      >
        {SORTS.map((option) => (
          <option key={option} value={option}>
            {texts.sort[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** 'Termintreue (90 Tage): 93 % (41 Sendungen)'; nothing while it loads or when it could not be loaded. */
function OnTimeNote() {
  const { currentData } = useAdminOnTimeQuery(undefined, { refetchOnMountOrArgChange: true });
  if (currentData === undefined) return null;
  const { percent, shipped } = currentData;
  return (
    <p className={styles.muted}>
      {percent === null || percent === undefined ? texts.onTime.none : texts.onTime.percent(percent, shipped)}
    </p>
  );
}

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
            <td>
              <ShipByCell order={order} />
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
  const { page, after, goTo } = useOrdersPageParam();
  const [sort, setSort] = useSortParam();
  const query = useAdminOrdersQuery(after ? { page, sort, after } : { page, sort }, {
    refetchOnMountOrArgChange: true,
  });
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
      <div className={styles.listToolbar}>
        <OnTimeNote />
        <SortSelect sort={sort} onChange={setSort} />
      </div>
      {content}
      {data ? (
        <Pagination
          currentPage={page}
          totalPages={data.totalPages}
          onChange={goTo}
          onNext={(next) => goTo(next, data.nextCursor)}
          label={texts.title}
        />
      ) : null}
      <ZmReportSection />
    </div>
  );
}
