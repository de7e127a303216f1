/**
 * The custom order's optional 'Aktionscode'. There is no check of its own:
 * the server prices the code when the order is created, and its refusal is
 * shown under the field, the code left as typed.
 */
import type { Ref } from 'react';

import { useFieldIds } from '@/components/form/field-ids';
import formStyles from '@/components/form/form.module.css';

import { adminTexts } from '../texts';

import styles from './admin-pages.module.css';

const texts = adminTexts.addOrder.voucher;

type VoucherCodeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** The server's refusal of the code last sent, or `null`. */
  refusal: string | null;
  /** Read-only while the order is being created: a refusal must be about the code as sent. */
  readOnly: boolean;
  inputRef: Ref<HTMLInputElement>;
};

export function VoucherCodeField({ value, onChange, refusal, readOnly, inputRef }: VoucherCodeFieldProps) {
  const { inputId, errorId, hintId } = useFieldIds();
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={inputId}>
        {texts.label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="voucherCode"
        type="text"
        className={formStyles.input}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        readOnly={readOnly}
        placeholder={texts.placeholder}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={refusal !== null || undefined}
        aria-describedby={refusal !== null ? `${hintId} ${errorId}` : hintId}
      />
      <p id={hintId} className={styles.fieldHint}>
        {texts.hint}
      </p>
      {refusal !== null ? (
        <p id={errorId} role="alert" className={formStyles.error}>
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
