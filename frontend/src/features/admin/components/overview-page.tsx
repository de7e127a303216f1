/** /admin/dashboard: the way into the sections. */
import { Link } from 'react-router-dom';

import {
  CalendarIcon,
  ClockIcon,
  FlaskIcon,
  GiftIcon,
  ListIcon,
  MessageIcon,
  PackageIcon,
  PaintBrushIcon,
  QrCodeIcon,
  UserIcon,
} from '@/components/icons/icons';
import { paths } from '@/config/paths';

import { adminTexts } from '../texts';

import styles from './admin-pages.module.css';

const sections = adminTexts.sections;

const OVERVIEW = [
  { to: paths.admin.orders.getHref(), ...sections.orders, Icon: ListIcon },
  { to: paths.admin.production.getHref(), ...sections.production, Icon: PaintBrushIcon },
  { to: paths.admin.customers.getHref(), ...sections.customers, Icon: UserIcon },
  { to: paths.admin.closures.getHref(), ...sections.closures, Icon: CalendarIcon },
  { to: paths.admin.products.getHref(), ...sections.products, Icon: PackageIcon },
  { to: paths.admin.samples.getHref(), ...sections.samples, Icon: FlaskIcon },
  { to: paths.admin.vouchers.getHref(), ...sections.vouchers, Icon: GiftIcon },
  { to: paths.admin.qrLinks.getHref(), ...sections.qrLinks, Icon: QrCodeIcon },
  { to: paths.admin.messages.getHref(), ...sections.messages, Icon: MessageIcon },
  { to: paths.admin.jobs.getHref(), ...sections.jobs, Icon: ClockIcon },
];

export function AdminOverviewPage() {
  return (
    <div className={styles.page}>
      <p>{adminTexts.overviewLead}</p>
      <ul className={styles.overviewCards}>
        {OVERVIEW.map(({ to, title, text, Icon }) => (
          <li key={to} className={styles.overviewCard}>
            <span className={styles.overviewIcon}>
              <Icon size={22} />
            </span>
            <h2>{title}</h2>
            <p>{text}</p>
            <Link to={to} className={styles.overviewLink} aria-label={`${title} ${adminTexts.open.toLowerCase()}`}>
              {adminTexts.open}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
