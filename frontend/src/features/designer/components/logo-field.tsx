/**
 * The logo upload: a file input whose value is the checked image as a data
 * URL. A file that is too large or not a JPEG/PNG/WEBP by content clears the
 * value and shows the upload message. An accepted file is measured in its
 * logo box (logo-resolution.ts): below the recommended dpi a warning shows;
 * below the minimum the refusal becomes the field's error, so the form's
 * validation refuses the logo while the value stays (the preview may draw it).
 */
import { useField } from 'formik';
import { useCallback, useId, useRef, useState, type ChangeEvent } from 'react';

import { FieldError } from '@/components/form/field-error';
import { useFieldIds } from '@/components/form/field-ids';
import formStyles from '@/components/form/form.module.css';
import { Spinner } from '@/components/ui/spinner';

import { readImageFile } from '../image-file';
import { readImageSize } from '../image-size';
import { logoResolution, logoResolutionNote, type LogoBoxSize, type LogoResolutionNote } from '../logo-resolution';
import { designerTexts } from '../texts';

import styles from './designer.module.css';

const fieldTexts = designerTexts.fields;

/** The resolution note of one data URL, so a note never outlives the logo it is about. */
type Checked = { value: string; note: LogoResolutionNote | null };

/**
 * The schema asks only for a logo, so the error of a chosen logo is its
 * resolution refusal: 'Vorschau' draws it anyway, ordering does not.
 */
export function isRefusedLogo(logo: string, error: string | undefined): boolean {
  return logo !== '' && error !== undefined;
}

type LogoFieldProps = {
  name: string;
  label: string;
  /** The layout box the logo is printed in. */
  box: LogoBoxSize;
};

export function LogoField({ name, label, box }: LogoFieldProps) {
  // A ref for the validation: setValue validates before a state update would be rendered.
  const checkedRef = useRef<Checked | null>(null);
  const validate = useCallback((value: string) => {
    const checked = checkedRef.current;
    return checked?.value === value && checked.note?.kind === 'refusal' ? checked.note.message : undefined;
  }, []);
  const [, meta, helpers] = useField<string>({ name, validate });
  const { inputId, errorId, hintId } = useFieldIds();
  const warningId = `${useId()}-warning`;
  const [fileError, setFileError] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [reading, setReading] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  // Only the latest choice may set the value when reads overlap.
  const latest = useRef(0);

  const remember = (next: Checked | null) => {
    checkedRef.current = next;
    setChecked(next);
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    const attempt = ++latest.current;
    setFileError(null);
    setFileName(null);
    remember(null);
    if (!file) {
      await helpers.setTouched(true, false);
      await helpers.setValue('');
      return;
    }
    setReading(true);
    const result = await readImageFile(file);
    const size = result.ok ? await readImageSize(new Blob([file], { type: result.mime })) : null;
    if (attempt !== latest.current) return;
    setReading(false);
    // Touched first and without validating: a validation started by setTouched would
    // still see the old value and could leave a stale 'Pflichtfeld' behind.
    await helpers.setTouched(true, false);
    if (result.ok) {
      setFileName(file.name);
      remember({ value: result.dataUrl, note: size ? logoResolutionNote(logoResolution(size, box)) : null });
      await helpers.setValue(result.dataUrl);
    } else {
      setFileError(result.error);
      // The refused file must not look chosen.
      input.value = '';
      await helpers.setValue('');
    }
  };

  const note = checked !== null && checked.value === meta.value ? checked.note : null;
  const warning = note?.kind === 'warning' ? note.message : null;
  const refusal = note?.kind === 'refusal' ? note.message : null;
  const error = fileError ?? refusal ?? (meta.touched ? meta.error : undefined);
  const describedBy = [hintId, warning ? warningId : null, error ? errorId : null].filter(Boolean).join(' ');
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
      {warning ? (
        <p id={warningId} className={styles.warning} role="status">
          {warning}
        </p>
      ) : null}
      {refusal && error === refusal ? (
        // Announced at once: the customer has to choose another file.
        <p id={errorId} className={formStyles.error} role="alert">
          {refusal}
        </p>
      ) : (
        <FieldError id={errorId} error={error} />
      )}
    </div>
  );
}
