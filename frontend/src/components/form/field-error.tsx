import styles from './form.module.css';

/** A field's message, shown only when there is one; `id` is what the control's aria-describedby names. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null;
}
