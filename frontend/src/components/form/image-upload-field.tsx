/**
 * A formik file input for one image (the designer's logo, the admin's sample
 * image), checked before anything is done with it (`lib/image-file.ts`: at
 * most 4 MB, a JPEG, PNG or WEBP by its content). A refused file clears the
 * value, shows the upload message and no longer looks chosen; an accepted
 * one becomes the field's value (`toValue`: its data URL, a Blob of its
 * detected type …) and the hint names it. While the file is read, the input
 * is `aria-busy` and the hint says so beside a spinner.
 *
 * Optional, per form:
 * - `inspect`: a note on an accepted image (the designer's print resolution).
 *   A warning shows under the hint; a refusal becomes the field's error at
 *   once (announced as an alert) while the value stays.
 * - `previewAlt`: the accepted image shows under the input, with this text.
 * - `resetKey`: a new key (after the form was reset) empties the file input
 *   and forgets the chosen file.
 */
import { useField } from 'formik';
import { useCallback, useId, useRef, useState, type ChangeEvent } from 'react';

import { ACCEPTED_IMAGE_TYPES, checkImageFile, type AcceptedImage } from '@/lib/image-file';

import { Spinner } from '../ui/spinner';

import { FieldError } from './field-error';
import { useFieldIds } from './field-ids';
import formStyles from './form.module.css';
import styles from './image-upload-field.module.css';

/** What `inspect` found about an accepted image: worth a warning, or a reason to refuse it. */
export type ImageNote = { kind: 'warning' | 'refusal'; message: string };

export type ImageUploadTexts = {
  /** What may be chosen, under the input. */
  hint: string;
  /** While the file is read and checked. */
  reading: string;
  /** Once a file was accepted. */
  chosen: (fileName: string) => string;
};

type ImageUploadFieldProps<Value> = {
  name: string;
  label: string;
  texts: ImageUploadTexts;
  /** The field's value for an accepted image. */
  toValue: (image: AcceptedImage) => Value;
  /** The field's value when no image is chosen (or the chosen one was refused). */
  emptyValue: Value;
  inspect?: (image: AcceptedImage) => Promise<ImageNote | null>;
  previewAlt?: string;
  resetKey?: number;
};

/** The accepted file, the value it became and what `inspect` found, for one reset generation. */
type Chosen<Value> = { fileName: string; value: Value; dataUrl: string; note: ImageNote | null; resetKey?: number };

export function ImageUploadField<Value>({
  name,
  label,
  texts,
  toValue,
  emptyValue,
  inspect,
  previewAlt,
  resetKey,
}: ImageUploadFieldProps<Value>) {
  // A ref for the validation: setValue validates before a state update would be rendered.
  const chosenRef = useRef<Chosen<Value> | null>(null);
  const validate = useCallback((value: Value) => {
    const chosen = chosenRef.current;
    return chosen !== null && chosen.value === value && chosen.note?.kind === 'refusal'
      ? chosen.note.message
      : undefined;
  }, []);
  const [, meta, helpers] = useField<Value>({ name, validate: inspect ? validate : undefined });
  const { inputId, errorId, hintId } = useFieldIds();
  const warningId = `${useId()}-warning`;
  const [fileError, setFileError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Chosen<Value> | null>(null);
  const [reading, setReading] = useState(false);
  // Only the latest choice may set the value when reads overlap.
  const latest = useRef(0);

  const remember = (next: Chosen<Value> | null) => {
    chosenRef.current = next;
    setChosen(next);
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    const attempt = ++latest.current;
    setFileError(null);
    remember(null);
    if (!file) {
      await helpers.setTouched(true, false);
      await helpers.setValue(emptyValue);
      return;
    }
    setReading(true);
    const result = await checkImageFile(file);
    const note = result.ok && inspect ? await inspect(result) : null;
    if (attempt !== latest.current) return;
    setReading(false);
    // Touched first and without validating: a validation started by setTouched would
    // still see the old value and could leave a stale 'Pflichtfeld' behind.
    await helpers.setTouched(true, false);
    if (result.ok) {
      const value = toValue(result);
      remember({ fileName: file.name, value, dataUrl: result.dataUrl, note, resetKey });
      await helpers.setValue(value);
    } else {
      setFileError(result.error);
      // The refused file must not look chosen.
      input.value = '';
      await helpers.setValue(emptyValue);
    }
  };

  // What was chosen counts while it is the value, and a reset (new `resetKey`) forgets it.
  const shown = chosen !== null && chosen.resetKey === resetKey && chosen.value === meta.value ? chosen : null;
  const warning = shown?.note?.kind === 'warning' ? shown.note.message : null;
  const refusal = shown?.note?.kind === 'refusal' ? shown.note.message : null;
  const error = fileError ?? refusal ?? (meta.touched ? meta.error : undefined);
  const describedBy = [hintId, warning ? warningId : null, error ? errorId : null].filter(Boolean).join(' ');
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
        accept={ACCEPTED_IMAGE_TYPES}
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
            {texts.reading}
          </span>
        ) : shown ? (
          texts.chosen(shown.fileName)
        ) : (
          texts.hint
        )}
      </p>
      {warning ? (
        <p id={warningId} className={styles.warning} role="status">
          {warning}
        </p>
      ) : null}
      {refusal && error === refusal ? (
        // Announced at once: the visitor has to choose another file.
        <p id={errorId} className={formStyles.error} role="alert">
          {refusal}
        </p>
      ) : (
        <FieldError id={errorId} error={error} />
      )}
      {shown && previewAlt !== undefined ? (
        <img className={styles.preview} src={shown.dataUrl} alt={previewAlt} />
      ) : null}
    </div>
  );
}
