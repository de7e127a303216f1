import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Outlet } from 'react-router-dom';

import { Footer } from '@/components/layout/footer';
import { PageSpinner } from '@/components/ui/spinner';
import { selectRole } from '@/features/auth/auth-slice';

import styles from './shop-layout.module.css';
import { TopBar } from './top-bar';

/** Frame of every public page: top bar (not for admins), content, footer. */
export function ShopLayout() {
  const isAdmin = useSelector(selectRole) === 'admin';
  return (
    <div className={styles.layout}>
      <a className="skip-link" href="#main-content">
        Zum Inhalt springen
      </a>
      {isAdmin ? null : <TopBar />}
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
