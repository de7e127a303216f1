import { Link, matchPath, NavLink, Outlet, useLocation } from 'react-router-dom';

import {
  BellIcon,
  CalendarIcon,
  ClockIcon,
  FlaskIcon,
  GiftIcon,
  ListIcon,
  LogoutIcon,
  MessageIcon,
  PackageIcon,
  PaintBrushIcon,
  QrCodeIcon,
  UserIcon,
} from '@/components/icons/icons';
import { B2bNotice } from '@/components/layout/b2b-notice';
import { Button } from '@/components/ui/button';
import { LogoMark } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';

import { adminTexts } from '../texts';

import styles from './admin-layout.module.css';

const MENU = [
  { to: paths.admin.orders.getHref(), label: adminTexts.menu.orders, Icon: ListIcon },
  { to: paths.admin.production.getHref(), label: adminTexts.menu.production, Icon: PaintBrushIcon },
  { to: paths.admin.customers.getHref(), label: adminTexts.menu.customers, Icon: UserIcon },
  { to: paths.admin.closures.getHref(), label: adminTexts.menu.closures, Icon: CalendarIcon },
  { to: paths.admin.products.getHref(), label: adminTexts.menu.products, Icon: PackageIcon },
  { to: paths.admin.samples.getHref(), label: adminTexts.menu.samples, Icon: FlaskIcon },
  { to: paths.admin.vouchers.getHref(), label: adminTexts.menu.vouchers, Icon: GiftIcon },
  { to: paths.admin.qrLinks.getHref(), label: adminTexts.menu.qrLinks, Icon: QrCodeIcon },
  { to: paths.admin.messages.getHref(), label: adminTexts.menu.messages, Icon: MessageIcon },
  { to: paths.admin.jobs.getHref(), label: adminTexts.menu.jobs, Icon: ClockIcon },
];

/** The header title: the section whose path prefixes the location, else 'Dashboard'. */
export function adminSectionTitle(pathname: string): string {
  const section = MENU.find((item) => matchPath({ path: item.to, end: false }, pathname));
  return section?.label ?? adminTexts.dashboard;
}

export function AdminLayout({ onLogout }: { onLogout: () => void }) {
  const { pathname } = useLocation();
  const title = adminSectionTitle(pathname);

  return (
    <div className={styles.shell}>
      <aside className={styles.sidebar}>
        <div className={styles.sidebarContent}>
          <Link to={paths.admin.root.getHref()} className={styles.brand}>
            <LogoMark size={34} />
            {adminTexts.brand}
          </Link>
          <nav aria-label={adminTexts.menuLabel}>
            <ul className={styles.menu}>
              {MENU.map(({ to, label, Icon }) => (
                <li key={to}>
                  <NavLink to={to} className={({ isActive }) => `${styles.menuLink} ${isActive ? styles.active : ''}`}>
                    <Icon size={20} />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.sidebarFooter}>
            <Link to={paths.home.getHref()}>{adminTexts.toShop}</Link>
          </div>
        </div>
      </aside>
      <div className={styles.main}>
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          <div className={styles.headerActions}>
            <button
              type="button"
              className={styles.bell}
              aria-label={adminTexts.notifications}
              onClick={() => toast.info(adminTexts.noNotifications)}
            >
              <BellIcon size={20} />
            </button>
            <Button variant="secondary" size="small" icon={<LogoutIcon size={18} />} onClick={onLogout}>
              {adminTexts.logout}
            </Button>
          </div>
        </header>
        <main id="main-content" className={styles.content}>
          <Outlet />
        </main>
        {/* Under every back-office page, as under every shop page, beside the menu column. */}
        <footer className={styles.footer}>
          <B2bNotice className={styles.notice} />
        </footer>
      </div>
    </div>
  );
}
