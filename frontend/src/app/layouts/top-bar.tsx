import { useEffect, useId, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, NavLink, useLocation } from 'react-router-dom';

import { CloseIcon, MenuIcon } from '@/components/icons/icons';
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

const MENU_LABEL = 'Menü';

/**
 * The main links; below 960 px (top-bar.module.css) they fold behind a 'Menü'
 * button so that the bar never scrolls sideways. The menu belongs to the page
 * it was opened on: any navigation closes it, as do Escape and a tap outside.
 */
function MainNavigation() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const listId = useId();
  const nav = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (nav.current && !nav.current.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open]);

  return (
    <nav ref={nav} className={`${styles.nav} ${open ? styles.open : ''}`} aria-label="Hauptnavigation">
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {open ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
        <span className={styles.menuLabel}>{MENU_LABEL}</span>
      </button>
      <ul id={listId} className={styles.links}>
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
              // The current page's link navigates nowhere, so it closes the menu itself.
              onClick={() => setOpenOn(null)}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The shop's top bar (spec §2). Hidden for admins by the shop layout. */
export function TopBar() {
  const isAuthenticated = useSelector(selectIsAuthenticated);
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link to={paths.home.getHref()} className={styles.brand} aria-label="PrimeCards – zur Startseite">
          <LogoMark size={40} />
          <span className={styles.wordmark} aria-hidden="true">
            Prime<span>Cards</span>
          </span>
        </Link>
        <MainNavigation />
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
