import type { CSSProperties } from 'react';

import styles from './skeleton.module.css';

export function Skeleton({
  width = '100%',
  height = 16,
  style,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  style?: CSSProperties;
}) {
  return <span className={styles.skeleton} style={{ width, height, ...style }} aria-hidden="true" />;
}
