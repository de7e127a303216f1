/**
 * The designer's own formik fields: logo upload and quantity, and the
 * packaging select and remarks built on the shared select and textarea. Like the shared wrappers in components/form, each shows its
 * error only once touched (spec §5) and links it to the control.
 */
import { useField } from 'formik';
import { useRef, useState, type ChangeEvent } from 'react';

import { FieldError } from '@/components/form/field-error';
import { useFieldIds } from '@/components/form/field-ids';
import { SelectField, TextAreaField } from '@/components/form/fields';
import formStyles from '@/components/form/form.module.css';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { Spinner } from '@/components/ui/spinner';

import { readImageFile } from '../image-file';
import type { PackagingOption } from '../packaging';
import { designerTexts } from '../texts';

import styles from './designer.module.css';

const fieldTexts = designerTexts.fields;

/**
 * A file input whose value is the checked image as a data URL. A file that
 * is too large or not a JPEG/PNG/WEBP by content clears the value and shows
 * the upload message; otherwise the schema's message shows once touched.
 */
export function LogoField({ name, label }: { name: string; label: string }) {
  const [, meta, helpers] = useField<string>(name);
  const { inputId, errorId, hintId } = useFieldIds();
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  // Only the latest choice may set the value when reads overlap.
  const latest = useRef(0);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    const attempt = ++latest.current;
    setFileError(null);
    setFileName(null);
    if (!file) {
      await helpers.setTouched(true, false);
      await helpers.setValue('');
      return;
    }
    setReading(true);
    const result = await readImageFile(file);
    if (attempt !== latest.current) return;
    setReading(false);
    // Touched first and without validating: a validation started by setTouched would
    // still see the old value and could leave a stale 'Pflichtfeld' behind.
    await helpers.setTouched(true, false);
    if (result.ok) {
      setFileName(file.name);
      await helpers.setValue(result.dataUrl);
    } else {
      setFileError(result.error);
      // The refused file must not look chosen.
      input.value = '';
      await helpers.setValue('');
    }
  };

  const error = fileError ?? (meta.touched ? meta.error : undefined);
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className={`${formStyles.input} ${styles.file}`}
        onChange={(event) => void onChange(event)}
        onBlur={() => void helpers.setTouched(true)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-busy={reading || undefined}
      />
      <p id={hintId} className={styles.hint}>
        {reading ? (
          <span className={styles.inlineStatus} role="status">
            <Spinner size={16} />
            {fieldTexts.logoReading}
          </span>
        ) : fileName && meta.value ? (
          fieldTexts.logoChosen(fileName)
        ) : (
          fieldTexts.logoHint
        )}
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** Quantity 1..15: minus and plus buttons around a disabled number input (spec §5). */
export function QuantityField({ name }: { name: string }) {
  const [field, meta, helpers] = useField<number>(name);
  const { inputId, errorId } = useFieldIds();
  const error = meta.touched ? meta.error : undefined;
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={inputId}>
        {fieldTexts.quantity}
      </label>
      <QuantityStepper
        id={inputId}
        name={name}
        value={field.value}
        onChange={(next) => void helpers.setValue(next)}
        decreaseLabel={fieldTexts.decrease}
        increaseLabel={fieldTexts.increase}
        describedBy={error ? errorId : undefined}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** Verarbeitung: 'Wählen Sie eine Option' (empty, so required) and the offered packings. */
export function PackagingField({ name, options }: { name: string; options: readonly PackagingOption[] }) {
  return (
    <SelectField
      name={name}
      label={fieldTexts.processing}
      placeholder={fieldTexts.processingPlaceholder}
      options={options}
    />
  );
}

/** Hinweise: optional free text for the print shop. */
export function RemarksField({ name }: { name: string }) {
  return <TextAreaField name={name} label={fieldTexts.remarks} rows={3} placeholder={fieldTexts.remarksPlaceholder} />;
}
