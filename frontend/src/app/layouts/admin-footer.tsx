import { B2bNotice } from '@/components/layout/b2b-notice';

import styles from './admin-footer.module.css';

/** Under every back-office page, as under every shop page: the shop sells to businesses only. */
export function AdminFooter() {
  return (
    <footer className={styles.footer}>
      <B2bNotice className={styles.notice} />
    </footer>
  );
}
