import { useField } from 'formik';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import { checkoutTexts as texts } from '../texts';

import styles from './checkout.module.css';

/**
 * The AGB checkbox (spec §2, §5). The terms open in a new tab so the filled
 * form stays as it is. The error shows once the box was touched, like every field.
 */
export function TermsField({ name }: { name: string }) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const id = useId();
  const errorId = `${id}-error`;
  const error = meta.touched ? meta.error : undefined;
  return (
    <div className={styles.terms}>
      <div className={styles.termsRow}>
        <input
          name={field.name}
          checked={field.checked ?? false}
          onChange={field.onChange}
          onBlur={field.onBlur}
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id}>
          {texts.termsBefore}
          <Link to={paths.terms.getHref()} target="_blank" rel="noopener">
            {texts.termsLink}
          </Link>
          {texts.termsAfter}
        </label>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
