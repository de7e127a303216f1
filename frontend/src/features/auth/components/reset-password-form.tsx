import { Formik } from 'formik';

import { PasswordField, StackedForm } from '@/components/form/fields';
import { SubmitButton } from '@/components/form/submit-button';
import { toast } from '@/lib/toast';

import { useResetPasswordMutation } from '../api';
import { accountFailureMessage } from '../errors';
import { authTexts } from '../texts';
import type { ResetPasswordValues } from '../types';
import { createResetPasswordSchema } from '../validation';

const schema = createResetPasswordSchema();

const initialValues: ResetPasswordValues = { newPassword: '', confirmPassword: '' };

type ResetPasswordFormProps = {
  /** The single-use token from the e-mailed link. */
  token: string;
  onSuccess: () => void;
  onFailure: () => void;
};

/** Sets a new password; the outcome shows as a toast and the form resets after every attempt (spec §4). */
export function ResetPasswordForm({ token, onSuccess, onFailure }: ResetPasswordFormProps) {
  const texts = authTexts.resetPassword;
  const fields = authTexts.fields;
  const [resetPassword] = useResetPasswordMutation();

  return (
    <Formik<ResetPasswordValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values, { resetForm }) => {
        try {
          await resetPassword({ token, newPassword: values.newPassword }).unwrap();
          toast.success(texts.succeeded);
          resetForm();
          onSuccess();
        } catch (error) {
          console.error('Resetting the password failed', error);
          toast.error(accountFailureMessage(error, texts.failed));
          resetForm();
          onFailure();
        }
      }}
    >
      {({ isSubmitting }) => (
        <StackedForm aria-label={texts.heading}>
          <PasswordField
            name="newPassword"
            label={fields.newPassword}
            autoComplete="new-password"
            showLabel={fields.showPassword}
            hideLabel={fields.hidePassword}
          />
          <PasswordField
            name="confirmPassword"
            label={fields.confirmPassword}
            autoComplete="new-password"
            showLabel={fields.showPassword}
            hideLabel={fields.hidePassword}
          />
          <SubmitButton isSubmitting={isSubmitting}>{texts.submit}</SubmitButton>
        </StackedForm>
      )}
    </Formik>
  );
}
