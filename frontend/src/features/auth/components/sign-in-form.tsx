import { Formik } from 'formik';
import { useState } from 'react';

import { PasswordField, StackedForm, TextField } from '@/components/form/fields';
import { FormFeedback, type Feedback } from '@/components/form/form-feedback';
import { SubmitButton } from '@/components/form/submit-button';

import { useSignInMutation } from '../api';
import { accountFailureMessage, answerMessage } from '../errors';
import { authTexts } from '../texts';
import { isUser, type SignInValues, type User } from '../types';
import { createSignInSchema } from '../validation';

const schema = createSignInSchema();

const initialValues: SignInValues = { email: '', password: '' };

type SignInFormProps = {
  /** Called with the signed-in user after the success message is shown and the form reset. */
  onSuccess: (user: User) => void;
};

export function SignInForm({ onSuccess }: SignInFormProps) {
  const texts = authTexts.signIn;
  const fields = authTexts.fields;
  const [signIn] = useSignInMutation();
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  return (
    <Formik<SignInValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values, { resetForm }) => {
        setFeedback(null);
        try {
          const answer = await signIn({ email: values.email.trim(), password: values.password }).unwrap();
          if (!isUser(answer?.user)) throw new Error('The sign-in answer carries no valid user');
          setFeedback({ kind: 'success', message: answerMessage(answer, texts.succeeded) });
          resetForm();
          onSuccess(answer.user);
        } catch (error) {
          console.error('Sign-in failed', error);
          setFeedback({ kind: 'error', message: accountFailureMessage(error, texts.failed) });
        }
      }}
    >
      {({ isSubmitting }) => (
        <StackedForm aria-label={texts.heading}>
          <TextField
            name="email"
            type="email"
            label={fields.email}
            placeholder={fields.emailPlaceholder}
            autoComplete="email"
          />
          <PasswordField
            name="password"
            label={fields.password}
            autoComplete="current-password"
            showLabel={fields.showPassword}
            hideLabel={fields.hidePassword}
          />
          <SubmitButton isSubmitting={isSubmitting}>{texts.submit}</SubmitButton>
          <FormFeedback feedback={feedback} />
        </StackedForm>
      )}
    </Formik>
  );
}
