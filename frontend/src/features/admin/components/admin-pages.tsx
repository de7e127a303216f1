/**
 * The back-office pages. Lists and forms arrive with the admin issues; until
 * then each section shows its heading and a calm notice.
 */
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';

import { FlaskIcon, ListIcon, MessageIcon, PackageIcon } from '@/components/icons/icons';
import { ButtonLink } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/config/paths';

import { adminTexts } from '../texts';

import styles from './admin-pages.module.css';

const sections = adminTexts.sections;

const OVERVIEW = [
  { to: paths.admin.orders.getHref(), ...sections.orders, Icon: ListIcon },
  { to: paths.admin.products.getHref(), ...sections.products, Icon: PackageIcon },
  { to: paths.admin.samples.getHref(), ...sections.samples, Icon: FlaskIcon },
  { to: paths.admin.messages.getHref(), ...sections.messages, Icon: MessageIcon },
];

export function AdminOverviewPage() {
  return (
    <div className={styles.page}>
      <p>{adminTexts.overviewLead}</p>
      <ul className={styles.cards}>
        {OVERVIEW.map(({ to, title, text, Icon }) => (
          <li key={to} className={styles.card}>
            <span className={styles.cardIcon}>
              <Icon size={22} />
            </span>
            <h2>{title}</h2>
            <p>{text}</p>
            <Link to={to} className={styles.cardLink} aria-label={`${title} ${adminTexts.open.toLowerCase()}`}>
              {adminTexts.open}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SectionPage({ title, comingSoon, action }: { title: string; comingSoon: string; action?: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <h2>{title}</h2>
        {action}
      </div>
      <ComingSoon>
        <p>{comingSoon}</p>
      </ComingSoon>
    </div>
  );
}

export function AdminOrdersPage() {
  return (
    <SectionPage
      title={sections.orders.title}
      comingSoon={sections.orders.comingSoon}
      action={<ButtonLink to={paths.admin.addOrder.getHref()}>{adminTexts.createOrder}</ButtonLink>}
    />
  );
}

export function AdminOrderDetailPage() {
  const { orderId = '' } = useParams();
  return (
    <SectionPage
      title={`${sections.orderDetail.title} – ${sections.orderDetail.orderLabel(orderId)}`}
      comingSoon={sections.orderDetail.comingSoon}
      action={
        <ButtonLink to={paths.admin.orders.getHref()} variant="outline">
          {adminTexts.backToOrders}
        </ButtonLink>
      }
    />
  );
}

export function AdminAddOrderPage() {
  return (
    <SectionPage
      title={sections.addOrder.title}
      comingSoon={sections.addOrder.comingSoon}
      action={
        <ButtonLink to={paths.admin.orders.getHref()} variant="outline">
          {adminTexts.backToOrders}
        </ButtonLink>
      }
    />
  );
}

export function AdminProductsPage() {
  return <SectionPage title={sections.products.title} comingSoon={sections.products.comingSoon} />;
}

export function AdminSamplesPage() {
  return <SectionPage title={sections.samples.title} comingSoon={sections.samples.comingSoon} />;
}

export function AdminMessagesPage() {
  return <SectionPage title={sections.messages.title} comingSoon={sections.messages.comingSoon} />;
}

/** Spec §2: the generic error card; 'Zurückgehen' leads admins to the orders, others to /home. */
export function AdminErrorCard({ isAdmin }: { isAdmin: boolean }) {
  const back = isAdmin ? paths.admin.orders.getHref() : paths.home.getHref();
  return (
    <section className={styles.errorCard} aria-labelledby="admin-error-title">
      <h2 id="admin-error-title">{adminTexts.error.title}</h2>
      <p>{adminTexts.error.message}</p>
      <ButtonLink to={back}>{adminTexts.error.back}</ButtonLink>
    </section>
  );
}
