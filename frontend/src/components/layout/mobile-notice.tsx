import { MonitorIcon } from '../icons/icons';
import { LogoMark } from '../ui/logo';

import styles from './mobile-notice.module.css';

/** Shown instead of the shop below 768 px (spec §1), in German and English. */
export function MobileNotice() {
  return (
    <div className={styles.notice} data-testid="mobile-notice">
      <p className={styles.brand}>
        <LogoMark size={40} />
        PrimeCards
      </p>
      <MonitorIcon size={56} className={styles.icon} />
      <div className={styles.block} lang="de">
        <h2>Die mobile Version kommt bald!</h2>
        <p>Bitte besuchen Sie unseren Shop in der Zwischenzeit mit einem Laptop oder Desktop-Computer.</p>
      </div>
      <hr className={styles.divider} />
      <div className={styles.block} lang="en">
        <h2>The mobile version is coming soon!</h2>
        <p>In the meantime, please visit our shop on a laptop or desktop computer.</p>
      </div>
    </div>
  );
}
