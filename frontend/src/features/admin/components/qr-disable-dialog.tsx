/**
 * The question before switching a QR code off, in the style of the
 * confirmation dialog (an alertdialog with the red confirm button), with the
 * reason the customer will see: required, 3 to 200 characters. The server's
 * refusal stays in the dialog, which toasts cannot rise above.
 */
import { Formik, type FormikHelpers } from 'formik';
import { useId, useMemo } from 'react';

import { StackedForm } from '@/components/form/fields';
import { Button, buttonClassName } from '@/components/ui/button';
import { ModalDialog, modalDialogClasses } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';

import { useAdminDisableQrLinkMutation } from '../api';
import { adminTexts } from '../texts';
import { useAdminErrorHandler } from '../use-admin-error';
import { createQrDisableSchema, type QrDisableValues } from '../validation';

import { HintedTextField } from './form-fields';

const texts = adminTexts.qrLinks;
const dialogTexts = texts.disableDialog;

/** Render it while asking; it closes by being unmounted. */
export function QrDisableDialog({ code, onClose }: { code: string; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  const schema = useMemo(() => createQrDisableSchema(), []);
  const [disable, { isLoading }] = useAdminDisableQrLinkMutation();
  const handleError = useAdminErrorHandler();

  const onSubmit = async (values: QrDisableValues, helpers: FormikHelpers<QrDisableValues>) => {
    helpers.setStatus(undefined);
    try {
      await disable({ code, reason: values.reason.trim() }).unwrap();
      toast.success(texts.disabledDone(code));
      onClose();
    } catch (error) {
      handleError(error, { notify: (message) => helpers.setStatus(message) });
    }
  };

  return (
    <ModalDialog role="alertdialog" labelledBy={titleId} describedBy={textId} busy={isLoading} onClose={onClose}>
      <h2 id={titleId} className={modalDialogClasses.title}>
        {dialogTexts.title}
      </h2>
      <p id={textId}>{dialogTexts.text(code)}</p>
      <Formik<QrDisableValues> initialValues={{ reason: '' }} validationSchema={schema} onSubmit={onSubmit}>
        {({ isSubmitting, status }) => (
          <StackedForm aria-labelledby={titleId}>
            {typeof status === 'string' ? (
              <p role="alert" className={modalDialogClasses.alert}>
                {status}
              </p>
            ) : null}
            <HintedTextField
              name="reason"
              label={dialogTexts.reason}
              hint={dialogTexts.reasonHint}
              placeholder={dialogTexts.reasonPlaceholder}
              autoComplete="off"
            />
            <div className={modalDialogClasses.actions}>
              <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
                {dialogTexts.cancel}
              </Button>
              <button
                type="submit"
                className={buttonClassName('primary', 'medium', modalDialogClasses.dangerButton)}
                disabled={isSubmitting}
                aria-busy={isSubmitting || undefined}
              >
                {isSubmitting ? <Spinner size={18} /> : null}
                {dialogTexts.confirm}
              </button>
            </div>
          </StackedForm>
        )}
      </Formik>
    </ModalDialog>
  );
}
