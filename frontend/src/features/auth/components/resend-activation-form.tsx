import { Formik } from 'formik';
import { useState } from 'react';

import { StackedForm, TextField } from '@/components/form/fields';
import { FormFeedback, type Feedback } from '@/components/form/form-feedback';
import { SubmitButton } from '@/components/form/submit-button';

import { activationLink, useSendActivationEmailMutation } from '../api';
import { accountFailureMessage, answerMessage } from '../errors';
import { authTexts } from '../texts';
import type { EmailValues } from '../types';
import { createEmailSchema } from '../validation';

const schema = createEmailSchema();

/** Requests a fresh activation e-mail when the link was unusable. */
export function ResendActivationForm({ initialEmail }: { initialEmail: string }) {
  const texts = authTexts.activate;
  const [sendActivationEmail] = useSendActivationEmailMutation();
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  return (
    <Formik<EmailValues>
      initialValues={{ email: initialEmail }}
      validationSchema={schema}
      onSubmit={async (values) => {
        setFeedback(null);
        try {
          const answer = await sendActivationEmail({
            email: values.email.trim(),
            activationLink: activationLink(),
          }).unwrap();
          setFeedback({ kind: 'success', message: answerMessage(answer, authTexts.signUp.activationEmailSent) });
        } catch (error) {
          console.error('Requesting a new activation e-mail failed', error);
          setFeedback({ kind: 'error', message: accountFailureMessage(error, texts.resendFailed) });
        }
      }}
    >
      {({ isSubmitting }) => (
        <StackedForm aria-label={texts.resend}>
          <TextField name="email" type="email" label={authTexts.fields.email} autoComplete="email" />
          <SubmitButton isSubmitting={isSubmitting}>{texts.resend}</SubmitButton>
          <FormFeedback feedback={feedback} />
        </StackedForm>
      )}
    </Formik>
  );
}
