import { Formik } from 'formik';
import { useState } from 'react';

import { CheckboxField } from '@/components/form/checkbox-field';
import { PasswordField, StackedForm, TextField } from '@/components/form/fields';
import { FormFeedback, type Feedback } from '@/components/form/form-feedback';
import { SubmitButton } from '@/components/form/submit-button';
import { euTexts } from '@/lib/eu';

import { activationLink, useSendActivationEmailMutation, useSignUpMutation } from '../api';
import { accountFailureMessage, answerMessage } from '../errors';
import { authTexts } from '../texts';
import type { SignUpValues } from '../types';
import { createSignUpSchema } from '../validation';

const schema = createSignUpSchema();

const initialValues: SignUpValues = { companyName: '', email: '', phone: '', password: '', businessBuyer: false };

type SignUpFormProps = {
  /** Called once the account exists and the activation e-mail was requested. */
  onSuccess: () => void;
};

/**
 * Registers a company, which confirms ordering as a business (§ 14 BGB). The
 * account starts inactive: after sign-up the form asks for the activation
 * e-mail and shows that call's message (spec §4).
 */
export function SignUpForm({ onSuccess }: SignUpFormProps) {
  const texts = authTexts.signUp;
  const fields = authTexts.fields;
  const [signUp] = useSignUpMutation();
  const [sendActivationEmail] = useSendActivationEmailMutation();
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  return (
    <Formik<SignUpValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values, { resetForm }) => {
        setFeedback(null);
        const email = values.email.trim();
        try {
          await signUp({
            companyName: values.companyName.trim(),
            email,
            phone: values.phone.trim(),
            password: values.password,
            // The form does not submit without the box ticked.
            businessBuyer: true,
          }).unwrap();
        } catch (error) {
          console.error('Sign-up failed', error);
          setFeedback({ kind: 'error', message: accountFailureMessage(error, texts.failed) });
          resetForm();
          return;
        }

        // The account exists and the server mailed a link already; a failed request
        // for another one must not turn the successful sign-up into an error.
        let message: string = texts.activationEmailSent;
        try {
          const answer = await sendActivationEmail({ email, activationLink: activationLink() }).unwrap();
          message = answerMessage(answer, texts.activationEmailSent);
        } catch (error) {
          console.error('Requesting the activation e-mail failed', error);
        }
        setFeedback({ kind: 'success', message });
        resetForm();
        onSuccess();
      }}
    >
      {({ isSubmitting }) => (
        <StackedForm aria-label={texts.heading}>
          <TextField name="companyName" label={fields.companyName} autoComplete="organization" />
          <TextField
            name="email"
            type="email"
            label={fields.email}
            placeholder={fields.emailPlaceholder}
            autoComplete="email"
          />
          <TextField
            name="phone"
            type="tel"
            label={fields.phone}
            placeholder={fields.phonePlaceholder}
            autoComplete="tel"
          />
          <PasswordField
            name="password"
            label={fields.password}
            autoComplete="new-password"
            showLabel={fields.showPassword}
            hideLabel={fields.hidePassword}
          />
          <CheckboxField name="businessBuyer" label={euTexts.businessBuyerLabel} />
          <SubmitButton isSubmitting={isSubmitting}>{texts.submit}</SubmitButton>
          <FormFeedback feedback={feedback} />
        </StackedForm>
      )}
    </Formik>
  );
}
