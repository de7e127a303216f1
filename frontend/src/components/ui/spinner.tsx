import styles from './spinner.module.css';

export function Spinner({ size = 32, label }: { size?: number; label?: string }) {
  return (
    <span
      className={styles.spinner}
      style={{ width: size, height: size }}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** A centred spinner with a visible text, for whole-page loading states. */
export function PageSpinner({ label = 'Wird geladen …' }: { label?: string }) {
  return (
    <div className={styles.wrapper} role="status">
      <Spinner size={40} />
      <span>{label}</span>
    </div>
  );
}
