import styles from './form.module.css';

export type Feedback = { kind: 'success' | 'error'; message: string };

/** The outcome of a submit under a form: green on success, red on failure. */
export function FormFeedback({ feedback }: { feedback: Feedback | null }) {
  if (!feedback) return null;
  const success = feedback.kind === 'success';
  return (
    <p
      className={`${styles.feedback} ${success ? styles.success : styles.failure}`}
      role={success ? 'status' : 'alert'}
      data-kind={feedback.kind}
    >
      {feedback.message}
    </p>
  );
}
