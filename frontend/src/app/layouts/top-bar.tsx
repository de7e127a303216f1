import { useSelector } from 'react-redux';
import { Link, NavLink } from 'react-router-dom';

import { LogoMark } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { selectIsAuthenticated } from '@/features/auth/auth-slice';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { CartButton } from '@/features/cart/components/cart-button';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';

import styles from './top-bar.module.css';

const NAV_LINKS = [
  { to: paths.home.getHref(), label: 'Home' },
  { to: paths.shop.getHref(), label: 'PrimeShop' },
  { to: paths.contact.getHref(), label: 'Kontakt' },
];

/** The shop's top bar (spec §2). Hidden for admins by the shop layout. */
export function TopBar() {
  const isAuthenticated = useSelector(selectIsAuthenticated);
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link to={paths.home.getHref()} className={styles.brand} aria-label="PrimeCards – zur Startseite">
          <LogoMark size={40} />
          <span aria-hidden="true">
            Prime<span>Cards</span>
          </span>
        </Link>
        <nav className={styles.nav} aria-label="Hauptnavigation">
          <ul className={styles.links}>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <WishlistButton isAuthenticated={isAuthenticated} />
          <CartButton />
          <span className={styles.divider} aria-hidden="true" />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
