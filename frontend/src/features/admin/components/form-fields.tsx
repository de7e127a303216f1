/**
 * A formik field of the back-office forms that `components/form` does not
 * have: a number. Like the shared wrappers, it shows its error only once
 * touched (spec §5) and links it to the control. (The image upload is the
 * shared `components/form/image-upload-field`.)
 */
import type { InputHTMLAttributes } from 'react';

import { LabelledField, useFormField } from '@/components/form/fields';
import formStyles from '@/components/form/form.module.css';

import styles from './admin-pages.module.css';

type NumberFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'type'
> & {
  name: string;
  label: string;
};

export function NumberField({ name, label, ...rest }: NumberFieldProps) {
  const { field, inputId, errorId, error, aria } = useFormField<number | ''>(name);
  return (
    <LabelledField inputId={inputId} label={label} errorId={errorId} error={error}>
      <input
        {...rest}
        {...field}
        id={inputId}
        type="number"
        inputMode="numeric"
        className={`${formStyles.input} ${styles.numberInput}`}
        {...aria}
      />
    </LabelledField>
  );
}
