/**
 * A formik checkbox with its label beside it: the business confirmation, the
 * billing address switch. Like every field, its error shows once touched.
 */
import type { ReactNode } from 'react';

import { FieldError } from './field-error';
import { useFormField } from './fields';
import styles from './form.module.css';

type CheckboxFieldProps = {
  name: string;
  label: ReactNode;
  /** Called with the new state after formik took it. */
  onCheckedChange?: (checked: boolean) => void;
};

export function CheckboxField({ name, label, onCheckedChange }: CheckboxFieldProps) {
  const { field, inputId, errorId, error, aria } = useFormField<boolean>(name);
  return (
    <div className={styles.checkboxField}>
      <div className={styles.checkboxRow}>
        <input
          name={field.name}
          checked={field.value === true}
          onChange={(event) => {
            field.onChange(event);
            onCheckedChange?.(event.currentTarget.checked);
          }}
          onBlur={field.onBlur}
          id={inputId}
          type="checkbox"
          className={styles.checkbox}
          {...aria}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
