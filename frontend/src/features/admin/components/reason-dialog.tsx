/**
 * A modal dialog that asks for one line of text before an action: switching
 * a QR code off with the reason the customer sees, approving a proof on the
 * customer's behalf with how they approved. Title, text, the field's label,
 * hint and placeholder, the buttons and the validation are the caller's; the
 * dialog submits the trimmed text and closes once the action succeeded. The
 * server's refusal stays in the dialog, which toasts cannot rise above.
 */
import { Formik, type FormikHelpers } from 'formik';
import { useId } from 'react';
import type { AnyObjectSchema } from 'yup';

import { StackedForm } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { ModalDialog, modalDialogClasses } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';

import { useAdminErrorHandler } from '../use-admin-error';

import { HintedTextField } from './form-fields';

type ReasonDialogProps = {
  /** A question before switching something off: an alertdialog with the red confirm button, like `ConfirmDialog`. */
  danger?: boolean;
  title: string;
  /** What happens; the dialog's description. */
  text: string;
  /** The field's name in the form and in the schema. */
  name: string;
  label: string;
  /** A short help under the field, read with it. */
  hint?: string;
  placeholder: string;
  /** Validates `{ [name]: text }`. */
  schema: AnyObjectSchema;
  confirmLabel: string;
  cancelLabel: string;
  /** The action is under way: Escape does not close the dialog. */
  busy: boolean;
  /** Does the action with the trimmed text; a rejection is shown in the dialog, success closes it. */
  onSubmit: (text: string) => Promise<void>;
  onClose: () => void;
};

type Values = Record<string, string>;

/** Render it while asking; it closes by being unmounted. */
export function ReasonDialog({
  danger = false,
  title,
  text,
  name,
  label,
  hint,
  placeholder,
  schema,
  confirmLabel,
  cancelLabel,
  busy,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const titleId = useId();
  const textId = useId();
  const handleError = useAdminErrorHandler();

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    try {
      await onSubmit((values[name] ?? '').trim());
      onClose();
    } catch (error) {
      // A toast would stay behind the modal dialog: the server's refusal belongs in the form.
      handleError(error, { notify: (message) => helpers.setStatus(message) });
    }
  };

  return (
    <ModalDialog
      role={danger ? 'alertdialog' : undefined}
      labelledBy={titleId}
      describedBy={textId}
      busy={busy}
      onClose={onClose}
    >
      <h2 id={titleId} className={modalDialogClasses.title}>
        {title}
      </h2>
      <p id={textId}>{text}</p>
      <Formik<Values> initialValues={{ [name]: '' }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting, status }) => (
          <StackedForm aria-labelledby={titleId}>
            {typeof status === 'string' ? (
              <p role="alert" className={modalDialogClasses.alert}>
                {status}
              </p>
            ) : null}
            <HintedTextField name={name} label={label} hint={hint} placeholder={placeholder} autoComplete="off" />
            <div className={modalDialogClasses.actions}>
              <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
                {cancelLabel}
              </Button>
              <Button
                type="submit"
                className={danger ? modalDialogClasses.dangerButton : undefined}
                disabled={isSubmitting}
                aria-busy={isSubmitting || undefined}
                icon={isSubmitting ? <Spinner size={18} /> : undefined}
              >
                {confirmLabel}
              </Button>
            </div>
          </StackedForm>
        )}
      </Formik>
    </ModalDialog>
  );
}
