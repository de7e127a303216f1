/**
 * The form that saves closure days: the first and the last day (date
 * inputs) and the label the buyer reads in the delivery promise. The
 * browser refuses what the server would, with its texts; the server's
 * refusal (a closure that has already ended, say) stays in the form with
 * everything typed.
 */
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';

import { StackedForm } from '@/components/form/fields';
import { FormFeedback } from '@/components/form/form-feedback';
import { SubmitButton } from '@/components/form/submit-button';
import { toast } from '@/lib/toast';

import { useAdminAddClosureMutation } from '../api';
import { adminTexts } from '../texts';
import { useAdminErrorHandler } from '../use-admin-error';
import { closureBody, createClosureSchema, emptyClosure, lastClosureDay, type ClosureFormValues } from '../validation';

import styles from './admin-pages.module.css';
import { HintedTextField } from './form-fields';

const texts = adminTexts.closures;
const fields = texts.fields;

export function ClosureForm({ labelledBy }: { labelledBy: string }) {
  const schema = useMemo(() => createClosureSchema(), []);
  const [addClosure] = useAdminAddClosureMutation();
  const handleError = useAdminErrorHandler();

  const onSubmit = async (values: ClosureFormValues, helpers: FormikHelpers<ClosureFormValues>) => {
    helpers.setStatus(undefined);
    try {
      await addClosure(closureBody(values)).unwrap();
      toast.success(texts.saved);
      helpers.resetForm();
    } catch (error) {
      // The server's 400 texts name what to change in this form: shown here, not as a toast.
      handleError(error, { notify: (message) => helpers.setStatus(message) });
    }
  };

  return (
    <Formik<ClosureFormValues> initialValues={emptyClosure} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting, status, values }) => (
        <StackedForm aria-labelledby={labelledBy}>
          <div className={styles.formGrid}>
            <HintedTextField name="from" label={fields.from} type="date" />
            {/* The picker offers only the days the server takes: from the first day to a year later. */}
            <HintedTextField
              name="to"
              label={fields.to}
              hint={fields.toHint}
              type="date"
              min={values.from || undefined}
              max={lastClosureDay(values.from) ?? undefined}
            />
          </div>
          <HintedTextField
            name="label"
            label={fields.label}
            hint={fields.labelHint}
            placeholder={fields.labelPlaceholder}
            autoComplete="off"
          />
          <FormFeedback feedback={typeof status === 'string' ? { kind: 'error', message: status } : null} />
          <SubmitButton isSubmitting={isSubmitting}>{texts.submit}</SubmitButton>
        </StackedForm>
      )}
    </Formik>
  );
}
