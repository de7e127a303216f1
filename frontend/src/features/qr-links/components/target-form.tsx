/**
 * 'Ziel ändern': the new target of one code, prefilled with the current one,
 * checked like the server checks it and sent with `PATCH /api/qr-links/{code}`.
 * The server's refusal of the address (422) shows at the field, any other
 * failure above the buttons; what was typed stays.
 */
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';

import { StackedForm, TextField } from '@/components/form/fields';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import cardParts from '@/components/ui/card-parts.module.css';
import { failureServerMessage } from '@/lib/api-error';

import { useRepointQrLinkMutation } from '../api';
import { targetFormTexts as texts } from '../texts';
import type { QrLink, QrLinkOwner } from '../types';
import { createTargetSchema, type TargetValues } from '../validation';

const schema = createTargetSchema();

function statusOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
}

type TargetFormProps = {
  link: QrLink;
  owner: QrLinkOwner;
  /** The code leads to its new target now. */
  onChanged: () => void;
  onCancel: () => void;
};

export function TargetForm({ link, owner, onChanged, onCancel }: TargetFormProps) {
  const [repoint] = useRepointQrLinkMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: TargetValues, helpers: FormikHelpers<TargetValues>) => {
    setFailure(null);
    try {
      await repoint({ code: link.code, owner, target: values.target.trim() }).unwrap();
      onChanged();
    } catch (error) {
      const message = failureServerMessage(error);
      // The address itself was refused: say so where it was typed.
      if (statusOf(error) === 422 && message !== null) helpers.setFieldError('target', message);
      else setFailure(message ?? texts.failed);
    }
  };

  return (
    <Formik<TargetValues> initialValues={{ target: link.target }} validationSchema={schema} onSubmit={submit}>
      {(form) => (
        <StackedForm className={cardParts.ruledSection} aria-label={texts.formLabel}>
          <p className={cardParts.muted}>{texts.hint}</p>
          <TextField
            name="target"
            label={texts.label}
            placeholder={texts.placeholder}
            inputMode="url"
            autoComplete="url"
            // The customer asked for the form: start where the address is typed.
            autoFocus
          />
          {failure !== null ? (
            <p className={cardParts.alert} role="alert">
              {failure}
            </p>
          ) : null}
          <div className={cardParts.actions}>
            <SubmitButton isSubmitting={form.isSubmitting}>{texts.save}</SubmitButton>
            <Button variant="ghost" onClick={onCancel} disabled={form.isSubmitting}>
              {texts.cancel}
            </Button>
          </div>
        </StackedForm>
      )}
    </Formik>
  );
}
