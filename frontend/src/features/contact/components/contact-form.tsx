import { Formik, useField } from 'formik';
import { useId } from 'react';

import { StackedForm, TextField } from '@/components/form/fields';
import formStyles from '@/components/form/form.module.css';
import { SubmitButton } from '@/components/form/submit-button';
import { failureServerMessage } from '@/lib/api-error';
import { maxLength } from '@/lib/rules';
import { toast } from '@/lib/toast';

import { useSaveMessageMutation } from '../api';
import { contactTexts as texts } from '../texts';
import type { ContactValues } from '../types';
import { createContactSchema } from '../validation';

import styles from './contact-page.module.css';

const schema = createContactSchema();
const initialValues: ContactValues = { name: '', email: '', phone: '', message: '' };
const fields = texts.fields;

/** A multi-line field; like every field, it shows its error only once touched. */
function MessageField({ name, label, maxLength }: { name: string; label: string; maxLength: number }) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const error = meta.touched ? meta.error : undefined;
  const count = field.value.trim().length;
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        {...field}
        id={id}
        rows={6}
        placeholder={fields.messagePlaceholder}
        className={`${formStyles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : null, countId].filter(Boolean).join(' ')}
      />
      <div className={styles.fieldFooter}>
        {error ? (
          <p id={errorId} className={formStyles.error}>
            {error}
          </p>
        ) : (
          <span />
        )}
        <span id={countId} className={count > maxLength ? styles.countOver : styles.count}>
          {fields.characters(count, maxLength)}
        </span>
      </div>
    </div>
  );
}

/** The contact form (spec §2, §5): saved for the back-office, then emptied. */
export function ContactForm() {
  const [saveMessage] = useSaveMessageMutation();

  return (
    <Formik<ContactValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values, { resetForm }) => {
        try {
          await saveMessage({
            name: values.name.trim(),
            email: values.email.trim(),
            phone: values.phone.trim(),
            message: values.message.trim(),
          }).unwrap();
          toast.success(texts.saved);
          resetForm();
        } catch (error) {
          console.error('Saving the contact message failed', error);
          // The server names what it refused (or that too many messages came from here).
          const server = failureServerMessage(error);
          const status = (error as { status?: unknown } | null)?.status;
          const specific = server !== null && typeof status === 'number' && status < 500;
          toast.error(specific ? `${texts.saveFailed}. ${server}` : texts.saveFailed);
        }
      }}
    >
      {({ isSubmitting }) => (
        <StackedForm aria-labelledby="contact-form-title">
          <TextField name="name" label={fields.name} autoComplete="name" />
          <div className={styles.pair}>
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
          </div>
          <MessageField name="message" label={fields.message} maxLength={maxLength('contactMessage')} />
          <SubmitButton isSubmitting={isSubmitting}>{texts.submit}</SubmitButton>
        </StackedForm>
      )}
    </Formik>
  );
}
