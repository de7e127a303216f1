/**
 * The question before switching a QR code off, in the style of the
 * confirmation dialog (an alertdialog with the red confirm button), with the
 * reason the customer will see: required, 3 to 200 characters. The server's
 * refusal stays in the dialog, which toasts cannot rise above.
 */
import { useMemo } from 'react';

import { toast } from '@/lib/toast';

import { useAdminDisableQrLinkMutation } from '../api';
import { adminTexts } from '../texts';
import { createQrDisableSchema } from '../validation';

import { ReasonDialog } from './reason-dialog';

const texts = adminTexts.qrLinks;
const dialogTexts = texts.disableDialog;

/** Render it while asking; it closes by being unmounted. */
export function QrDisableDialog({ code, onClose }: { code: string; onClose: () => void }) {
  const schema = useMemo(() => createQrDisableSchema(), []);
  const [disable, { isLoading }] = useAdminDisableQrLinkMutation();

  const onSubmit = async (reason: string) => {
    await disable({ code, reason }).unwrap();
    toast.success(texts.disabledDone(code));
  };

  return (
    <ReasonDialog
      danger
      title={dialogTexts.title}
      text={dialogTexts.text(code)}
      name="reason"
      label={dialogTexts.reason}
      hint={dialogTexts.reasonHint}
      placeholder={dialogTexts.reasonPlaceholder}
      schema={schema}
      confirmLabel={dialogTexts.confirm}
      cancelLabel={dialogTexts.cancel}
      busy={isLoading}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
