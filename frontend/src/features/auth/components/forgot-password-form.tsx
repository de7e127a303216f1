import { Formik } from 'formik';

import { StackedForm, TextField } from '@/components/form/fields';
import { SubmitButton } from '@/components/form/submit-button';
import { toast } from '@/lib/toast';

import { useForgotPasswordMutation } from '../api';
import { accountFailureMessage } from '../errors';
import { authTexts } from '../texts';
import type { EmailValues } from '../types';
import { createEmailSchema } from '../validation';

const schema = createEmailSchema();

const initialValues: EmailValues = { email: '' };

/** Asks for a reset link; the outcome shows as a toast and the form resets afterwards (spec §4). */
export function ForgotPasswordForm({ onSuccess }: { onSuccess?: () => void }) {
  const texts = authTexts.forgotPassword;
  const [forgotPassword] = useForgotPasswordMutation();

  return (
    <Formik<EmailValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values, { resetForm }) => {
        try {
          await forgotPassword({ email: values.email.trim() }).unwrap();
          toast.success(texts.sent);
          onSuccess?.();
        } catch (error) {
          console.error('Requesting a password reset link failed', error);
          toast.error(accountFailureMessage(error, texts.failed));
        } finally {
          resetForm();
        }
      }}
    >
      {({ isSubmitting }) => (
        <StackedForm aria-label={texts.heading}>
          <TextField
            name="email"
            type="email"
            label={authTexts.fields.email}
            placeholder={authTexts.fields.emailPlaceholder}
            autoComplete="email"
          />
          <SubmitButton isSubmitting={isSubmitting}>{texts.submit}</SubmitButton>
        </StackedForm>
      )}
    </Formik>
  );
}
