/**
 * The designer's own formik fields: quantity, and the packaging select and
 * remarks built on the shared select and textarea (the logo upload is in
 * logo-field.tsx). Like the shared wrappers in components/form, each shows its
 * error only once touched (spec §5) and links it to the control.
 */
import { useField } from 'formik';

import { FieldError } from '@/components/form/field-error';
import { useFieldIds } from '@/components/form/field-ids';
import { SelectField, TextAreaField } from '@/components/form/fields';
import formStyles from '@/components/form/form.module.css';
import { QuantityStepper } from '@/components/ui/quantity-stepper';

import type { PackagingOption } from '../packaging';
import { designerTexts } from '../texts';

const fieldTexts = designerTexts.fields;

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
