import { useEffect, useId, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';

import {
  ChevronDownIcon,
  ListIcon,
  LogoutIcon,
  PackageIcon,
  ShieldCheckIcon,
  UserIcon,
} from '@/components/icons/icons';
import { paths } from '@/config/paths';
import { useAppDispatch } from '@/lib/store-hooks';

import { selectUser } from '../auth-slice';
import { logout } from '../session';
import { accountMenuTexts } from '../menu-texts';

import styles from './account-menu.module.css';

/** The account area of the top bar: 'Anmelden', or a dropdown for the signed-in user. */
export function AccountMenu() {
  const user = useSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (!user) {
    return (
      <Link to={paths.signIn.getHref()} className={styles.signIn}>
        <UserIcon size={18} />
        {accountMenuTexts.signIn}
      </Link>
    );
  }

  const onLogout = () => {
    setOpen(false);
    void dispatch(logout());
    navigate(paths.home.getHref());
  };

  return (
    <div ref={container} className={`${styles.menu} ${open ? styles.open : ''}`}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon size={20} />
        <span className={styles.name}>{user.companyName || user.email || accountMenuTexts.account}</span>
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      {open ? (
        <ul id={menuId} className={styles.dropdown}>
          {user.role === 'customer' ? (
            <>
              <li>
                <Link to={paths.myOrders.getHref()} className={styles.item} onClick={() => setOpen(false)}>
                  <ListIcon size={18} />
                  {accountMenuTexts.myOrders}
                </Link>
              </li>
              <li>
                <Link to={paths.myQrCodes.getHref()} className={styles.item} onClick={() => setOpen(false)}>
                  <PackageIcon size={18} />
                  {accountMenuTexts.myQrCodes}
                </Link>
              </li>
              <li>
                <Link to={paths.myData.getHref()} className={styles.item} onClick={() => setOpen(false)}>
                  <ShieldCheckIcon size={18} />
                  {accountMenuTexts.myData}
                </Link>
              </li>
            </>
          ) : null}
          <li>
            <button type="button" className={styles.item} onClick={onLogout}>
              <LogoutIcon size={18} />
              {accountMenuTexts.logout}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
