/**
 * 'Art des QR-Codes': the short link the customer can repoint later (the
 * recommended default) or the typed address itself, as two radio buttons in
 * a fieldset whose hint says what the short link is for.
 */
import { useField } from 'formik';

import { useFieldIds } from '@/components/form/field-ids';
import formStyles from '@/components/form/form.module.css';

import type { QrMode } from '../short-link';
import { designerTexts } from '../texts';

import styles from './designer.module.css';

const texts = designerTexts.qrMode;

const OPTIONS: readonly { value: QrMode; label: string }[] = [
  { value: 'short', label: texts.short },
  { value: 'direct', label: texts.direct },
];

export function QrModeField({ name }: { name: string }) {
  const [field] = useField<QrMode>(name);
  const { hintId } = useFieldIds();
  return (
    <fieldset className={styles.radioGroup} aria-describedby={hintId}>
      <legend className={formStyles.label}>{texts.legend}</legend>
      {OPTIONS.map((option) => (
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
      <p id={hintId} className={styles.hint}>
        {texts.hint}
      </p>
    </fieldset>
  );
}
