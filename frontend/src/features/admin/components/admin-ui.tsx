/**
 * Small building blocks shared by the back-office pages: the page header,
 * loading, empty and error states, the sign-in prompt, the error card, the
 * status badges and an order's 'Versand bis'.
 */
import type { ReactNode } from 'react';

import { AlertIcon, UserIcon } from '@/components/icons/icons';
import { ButtonLink } from '@/components/ui/button';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/dates';
import { orderStatusLabel, paymentStatusLabel } from '@/lib/order-status';

import { adminTexts } from '../texts';
import type { OrderStatus, OrderType, PaymentStatus, ShipByState } from '../types';

import styles from './admin-pages.module.css';

export function PageHeader({ title, lead, action }: { title: string; lead?: string; action?: ReactNode }) {
  return (
    <div className={styles.pageHeader}>
      <div>
        <h2>{title}</h2>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {action}
    </div>
  );
}

/** Rows of grey bars while a list loads, announced by `label`. */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div className={styles.skeleton} role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={44} />
      ))}
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <LoadErrorNotice
      title={adminTexts.loadError.title}
      hint={adminTexts.loadError.text}
      retryLabel={adminTexts.loadError.retry}
      onRetry={onRetry}
    />
  );
}

export function EmptyState({ title, hint, icon }: { title: string; hint?: string; icon?: ReactNode }) {
  return (
    <Notice title={title} icon={icon}>
      {hint ? <p>{hint}</p> : null}
    </Notice>
  );
}

/** The query fields a list's states depend on (an RTK Query result). */
type ListQuery = { isError: boolean; isFetching: boolean; refetch: () => unknown };

/**
 * A back-office list in its four states: a skeleton while the first answer
 * is on its way, the error with a retry, `empty` when there is nothing, and
 * otherwise the items as `children` draws them.
 */
export function ListStates<Item>({
  items,
  query,
  loadingLabel,
  skeletonRows,
  empty,
  children,
}: {
  items: readonly Item[] | undefined;
  query: ListQuery;
  loadingLabel: string;
  skeletonRows: number;
  empty: ReactNode;
  children: (items: readonly Item[]) => ReactNode;
}) {
  if (items === undefined) {
    return query.isError && !query.isFetching ? (
      <LoadError onRetry={() => void query.refetch()} />
    ) : (
      <ListSkeleton label={loadingLabel} rows={skeletonRows} />
    );
  }
  return items.length === 0 ? empty : children(items);
}

/** The empty state of a paged list: on its only page the list is empty; on a later page that page is. */
export function PagedEmptyState({
  page,
  totalPages,
  texts,
  icon,
}: {
  page: number;
  totalPages: number;
  texts: { empty: string; emptyPage: string; emptyHint: string };
  icon: ReactNode;
}) {
  const onlyPage = page === 1 && totalPages <= 1;
  return (
    <EmptyState
      title={onlyPage ? texts.empty : texts.emptyPage}
      hint={onlyPage ? texts.emptyHint : undefined}
      icon={icon}
    />
  );
}

/** Shown to a visitor without a session: the back-office calls would all answer 401. */
export function SignInNotice() {
  return (
    <Notice
      title={adminTexts.signIn.title}
      icon={<UserIcon />}
      actions={<ButtonLink to={paths.signIn.getHref()}>{adminTexts.signIn.action}</ButtonLink>}
    >
      <p>{adminTexts.signIn.text}</p>
    </Notice>
  );
}

/**
 * Spec §2: the generic error card. 'Zurückgehen' leads admins to the orders,
 * others to /home.
 */
export function AdminErrorCard({
  isAdmin,
  title = adminTexts.error.title,
  message = adminTexts.error.message,
}: {
  isAdmin: boolean;
  title?: string;
  message?: string;
}) {
  const back = isAdmin ? paths.admin.orders.getHref() : paths.home.getHref();
  return (
    <section className={styles.errorCard} aria-labelledby="admin-error-title">
      <span className={styles.errorIcon}>
        <AlertIcon size={28} />
      </span>
      <h2 id="admin-error-title">{title}</h2>
      <p>{message}</p>
      <ButtonLink to={back}>{adminTexts.error.back}</ButtonLink>
    </section>
  );
}

type Tone = 'success' | 'warning' | 'neutral' | 'info' | 'danger';

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}

const STATUS_TONES: Record<OrderStatus, Tone> = {
  Processing: 'info',
  Approved: 'warning',
  InProduction: 'info',
  Shipped: 'neutral',
  Delivered: 'success',
  Cancelled: 'danger',
};

const PAYMENT_TONES: Record<PaymentStatus, Tone> = {
  Pending: 'warning',
  Processing: 'info',
  Paid: 'success',
  Failed: 'danger',
  Invoiced: 'info',
};

/** The payment status under its German label. A value the server added later shows as it came. */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={PAYMENT_TONES[status] ?? 'neutral'}>{paymentStatusLabel(status)}</Badge>;
}

/** The order status under its German label ('In Produktion'). A value the server added later shows as it came. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{orderStatusLabel(status)}</Badge>;
}

/** 'Costume' orders (created by an admin for a customer) stand out as custom. */
export function OrderTypeBadge({ type }: { type: OrderType }) {
  return <Badge tone={type === 'Costume' ? 'warning' : 'neutral'}>{adminTexts.orderTypes[type]}</Badge>;
}

/**
 * 'Versand bis' of an order list (orders, production): the promised day,
 * marked when it is today or past; a dash when there is none to keep.
 */
export function ShipByCell({ order }: { order: { shipBy?: string | null; shipByState?: ShipByState | null } }) {
  const texts = adminTexts.orders;
  const day = order.shipBy ?? null;
  if (day === null) return <>{texts.noShipBy}</>;
  const state = order.shipByState ?? null;
  return (
    <span className={styles.shipBy}>
      <time dateTime={day}>{formatDay(day) ?? day}</time>
      {state === 'late' ? <Badge tone="danger">{texts.shipByStates.late}</Badge> : null}
      {state === 'today' ? <Badge tone="warning">{texts.shipByStates.today}</Badge> : null}
    </span>
  );
}
