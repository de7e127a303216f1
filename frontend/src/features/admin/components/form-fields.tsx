/**
 * formik fields of the back-office forms that `components/form` does not
 * have: a number and a checked image file. Like the shared wrappers, each
 * shows its error only once touched (spec §5) and links it to the control.
 */
import { useField } from 'formik';
import { useRef, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';

import { FieldError } from '@/components/form/field-error';
import { useFieldIds } from '@/components/form/field-ids';
import { LabelledField, useFormField } from '@/components/form/fields';
import formStyles from '@/components/form/form.module.css';
import { Spinner } from '@/components/ui/spinner';

import { checkImageFile } from '../image-file';
import { adminTexts } from '../texts';

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

/**
 * A file input for an image, checked like the designer's logo upload (at
 * most 4 MB, JPEG/PNG/WEBP by content). The field's value is the accepted
 * image as a `Blob` of its detected type; a refused file clears it and shows
 * the upload message. A preview of the accepted image shows under the input.
 */
export function ImageFileField({ name, label, resetKey }: { name: string; label: string; resetKey: number }) {
  const [, meta, helpers] = useField<Blob | null>(name);
  const { inputId, errorId, hintId } = useFieldIds();
  const [fileError, setFileError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [preview, setPreview] = useState<{ name: string; dataUrl: string; resetKey: number } | null>(null);
  // Only the latest choice may set the value when checks overlap.
  const latest = useRef(0);
  const texts = adminTexts.samples.fields;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    const attempt = ++latest.current;
    setFileError(null);
    setPreview(null);
    if (!file) {
      await helpers.setTouched(true, false);
      await helpers.setValue(null);
      return;
    }
    setChecking(true);
    const result = await checkImageFile(file);
    if (attempt !== latest.current) return;
    setChecking(false);
    // Touched first and without validating, so no stale 'Pflichtfeld' is left behind.
    await helpers.setTouched(true, false);
    if (result.ok) {
      setPreview({ name: file.name, dataUrl: result.dataUrl, resetKey });
      // The content decides the type, not the name the browser guessed it from.
      await helpers.setValue(new Blob([result.bytes], { type: result.mime }));
    } else {
      setFileError(result.error);
      input.value = '';
      await helpers.setValue(null);
    }
  };

  // A reset of the form (new `resetKey`) forgets the preview of the previous file.
  const shownPreview = preview?.resetKey === resetKey ? preview : null;
  const error = fileError ?? (meta.touched ? meta.error : undefined);
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        key={resetKey}
        id={inputId}
        name={name}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className={`${formStyles.input} ${styles.file}`}
        onChange={(event) => void onChange(event)}
        onBlur={() => void helpers.setTouched(true)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-busy={checking || undefined}
      />
      <p id={hintId} className={styles.hint}>
        {checking ? (
          <span className={styles.inlineStatus} role="status">
            <Spinner size={16} />
            {texts.imageReading}
          </span>
        ) : shownPreview ? (
          texts.imageChosen(shownPreview.name)
        ) : (
          texts.imageHint
        )}
      </p>
      <FieldError id={errorId} error={error} />
      {shownPreview ? <img className={styles.preview} src={shownPreview.dataUrl} alt={texts.previewAlt} /> : null}
    </div>
  );
}
