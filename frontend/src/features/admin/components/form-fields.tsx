/**
 * formik fields of the back-office forms that `components/form` does not
 * have: a number, a text with a hint (and, for codes, upper-cased as typed)
 * and a choice of radio buttons. Like the shared wrappers, each shows its
 * error only once touched (spec §5) and links it, and its hint, to the
 * control. (The image upload is the shared `components/form/image-upload-field`.)
 */
import type { InputHTMLAttributes } from 'react';

import { LabelledField, useFormField, type SelectOption } from '@/components/form/fields';
import { useFieldIds } from '@/components/form/field-ids';
import formStyles from '@/components/form/form.module.css';

import styles from './admin-pages.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'type'>;

type NumberFieldProps = InputProps & {
  name: string;
  label: string;
  /** A short help under the control, read with it. */
  hint?: string;
};

/** The ids the control's `aria-describedby` names: its hint, then its error once shown. */
function describedBy(hintId: string | null, errorId: string, error: string | undefined): string | undefined {
  return [hintId, error ? errorId : null].filter(Boolean).join(' ') || undefined;
}

function FieldHint({ id, hint }: { id: string; hint: string }) {
  return (
    <p id={id} className={styles.fieldHint}>
      {hint}
    </p>
  );
}

export function NumberField({ name, label, hint, ...rest }: NumberFieldProps) {
  const { field, inputId, errorId, error, aria } = useFormField<number | ''>(name);
  const { hintId } = useFieldIds();
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
        aria-describedby={describedBy(hint ? hintId : null, errorId, error)}
      />
      {hint ? <FieldHint id={hintId} hint={hint} /> : null}
    </LabelledField>
  );
}

type HintedTextFieldProps = Omit<InputProps, 'type'> & {
  name: string;
  label: string;
  hint?: string;
  type?: 'text' | 'date';
  /** Rewrites what is typed before formik keeps it (e.g. upper-cases a code). */
  transform?: (value: string) => string;
};

/** A text (or date) input with an optional hint under it. */
export function HintedTextField({ name, label, hint, type = 'text', transform, ...rest }: HintedTextFieldProps) {
  const { field, helpers, inputId, errorId, error, aria } = useFormField<string>(name);
  const { hintId } = useFieldIds();
  return (
    <LabelledField inputId={inputId} label={label} errorId={errorId} error={error}>
      <input
        {...rest}
        {...field}
        onChange={transform ? (event) => void helpers.setValue(transform(event.currentTarget.value)) : field.onChange}
        id={inputId}
        type={type}
        className={formStyles.input}
        {...aria}
        aria-describedby={describedBy(hint ? hintId : null, errorId, error)}
      />
      {hint ? <FieldHint id={hintId} hint={hint} /> : null}
    </LabelledField>
  );
}

type RadioGroupFieldProps = {
  name: string;
  /** The group's legend, which screen readers announce with each choice. */
  legend: string;
  options: readonly SelectOption[];
};

/** One choice of a few, as radio buttons in a fieldset. */
export function RadioGroupField({ name, legend, options }: RadioGroupFieldProps) {
  const { field } = useFormField<string>(name);
  return (
    <fieldset className={styles.radioGroup}>
      <legend className={formStyles.label}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.radioOption}>
          <input
            type="radio"
            name={field.name}
            value={option.value}
            checked={field.value === option.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
