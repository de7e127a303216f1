/**
 * formik field wrappers. A field shows its error only once it has been
 * touched (spec §5), and links the message to the input for screen readers.
 */
import { Form, useField } from 'formik';
import {
  useState,
  type FormHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';

import { EyeIcon, EyeOffIcon } from '../icons/icons';

import { FieldError } from './field-error';
import { useFieldIds } from './field-ids';
import styles from './form.module.css';

/**
 * formik's field, the ids that link it to its label and message, the message
 * once the field was touched, and the aria attributes the control needs.
 */
export function useFormField<Value>(name: string) {
  const [field, meta, helpers] = useField<Value>(name);
  const { inputId, errorId, hintId } = useFieldIds();
  const error = meta.touched ? meta.error : undefined;
  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined } as const;
  return { field, helpers, inputId, errorId, hintId, error, aria };
}

/** A control under its label, with its message below, and below that a hint when given. */
export function LabelledField({
  inputId,
  label,
  errorId,
  error,
  hint,
  hintId,
  children,
}: {
  inputId: string;
  label: string;
  errorId: string;
  error: string | undefined;
  /**
   * A live note under the field (e.g. the USt-IdNr. check's answer),
   * announced politely; `null` keeps the empty region in place for the next note.
   */
  hint?: ReactNode;
  hintId?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      {children}
      <FieldError id={errorId} error={error} />
      {hint === undefined ? null : (
        <p id={hintId} className={styles.hint} aria-live="polite">
          {hint}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'id'>;

type TextFieldProps = InputProps & {
  name: string;
  label: string;
  /** A note under the field; see {@link LabelledField}. */
  hint?: ReactNode;
};

export function TextField({ name, label, hint, type = 'text', className, ...rest }: TextFieldProps) {
  const { field, inputId, errorId, hintId, error, aria } = useFormField<string>(name);
  // An empty live region (`hint` null) describes nothing.
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <LabelledField inputId={inputId} label={label} errorId={errorId} error={error} hint={hint} hintId={hintId}>
      <input
        {...rest}
        {...field}
        id={inputId}
        type={type}
        className={[styles.input, className].filter(Boolean).join(' ')}
        {...aria}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
      />
    </LabelledField>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** Accessible names of the show/hide toggle. */
  showLabel: string;
  hideLabel: string;
};

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ name, label, showLabel, hideLabel, className, ...rest }: PasswordFieldProps) {
  const { field, inputId, errorId, error, aria } = useFormField<string>(name);
  const [visible, setVisible] = useState(false);
  return (
    <LabelledField inputId={inputId} label={label} errorId={errorId} error={error}>
      <div className={styles.control}>
        <input
          {...rest}
          {...field}
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={[styles.input, styles.withToggle, className].filter(Boolean).join(' ')}
          {...aria}
        />
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? hideLabel : showLabel}
          aria-controls={inputId}
        >
          {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      </div>
    </LabelledField>
  );
}

export type SelectOption = { value: string; label: string };

type SelectFieldProps = {
  name: string;
  label: string;
  /** The first, empty option, so that choosing is required; without it the field always holds an option. */
  placeholder?: string;
  options: readonly SelectOption[];
  disabled?: boolean;
  /** Called with the new value after formik took it (e.g. to adjust a dependent field). */
  onValueChange?: (value: string) => void;
  /** Shown while the form holds no value at all (`undefined`). */
  fallbackValue?: string;
};

/** A select, with the placeholder as its first, empty option when given. */
export function SelectField({
  name,
  label,
  placeholder,
  options,
  disabled,
  onValueChange,
  fallbackValue,
}: SelectFieldProps) {
  const { field, inputId, errorId, error, aria } = useFormField<string | undefined>(name);
  return (
    <LabelledField inputId={inputId} label={label} errorId={errorId} error={error}>
      <select
        {...field}
        value={field.value ?? fallbackValue}
        onChange={(event) => {
          field.onChange(event);
          onValueChange?.(event.currentTarget.value);
        }}
        id={inputId}
        className={`${styles.input} ${styles.select}`}
        disabled={disabled}
        {...aria}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

type TextAreaFieldProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'id'
> & {
  name: string;
  label: string;
};

/** A multi-line text input; `rows` and `placeholder` pass through. */
export function TextAreaField({ name, label, ...rest }: TextAreaFieldProps) {
  const { field, inputId, errorId, error, aria } = useFormField<string>(name);
  return (
    <LabelledField inputId={inputId} label={label} errorId={errorId} error={error}>
      <textarea {...rest} {...field} id={inputId} className={`${styles.input} ${styles.textarea}`} {...aria} />
    </LabelledField>
  );
}

/** A formik `<Form>` laid out as one column; the browser's own validation bubbles are off. */
export function StackedForm({ children, ...rest }: FormHTMLAttributes<HTMLFormElement>) {
  return (
    <Form noValidate className={styles.form} {...rest}>
      {children}
    </Form>
  );
}
