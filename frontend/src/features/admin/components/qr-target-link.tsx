import { isWebTarget } from '../qr-link-format';

import styles from './admin-pages.module.css';

/** Where a QR code leads now, as a link opened in a new tab; a target that is no web address stays text. */
export function QrTargetLink({ target }: { target: string }) {
  return isWebTarget(target) ? (
    <a href={target} target="_blank" rel="noopener noreferrer" className={styles.qrTarget}>
      {target}
    </a>
  ) : (
    <span className={styles.qrTarget}>{target}</span>
  );
}
