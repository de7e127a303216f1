import type { ReactNode } from 'react';

import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

import styles from './form.module.css';

/** The submit button of a form; shows a loader icon and is disabled while submitting. */
export function SubmitButton({ isSubmitting, children }: { isSubmitting: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      className={styles.submit}
      disabled={isSubmitting}
      aria-busy={isSubmitting || undefined}
      icon={isSubmitting ? <Spinner size={18} /> : undefined}
    >
      {children}
    </Button>
  );
}
