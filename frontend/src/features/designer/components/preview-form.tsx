import { Formik, useFormikContext, type FormikProps } from 'formik';
import { useEffect, type RefObject } from 'react';

import { TextField } from '@/components/form/fields';
import formStyles from '@/components/form/form.module.css';
import { Button } from '@/components/ui/button';
import { LOGO_BOX } from '@/lib/card-design/card-layout';

import { DEFAULT_QR_MODE } from '../short-link';
import { designerTexts } from '../texts';
import type { PreviewValues } from '../types';
import { createPreviewSchema } from '../validation';

import styles from './designer.module.css';
import { isRefusedLogo, LogoField } from './logo-field';
import { QrModeField } from './qr-mode-field';

const schema = createPreviewSchema();
export const EMPTY_PREVIEW: PreviewValues = { address: '', phone: '', url: '', logo: '', qrMode: DEFAULT_QR_MODE };
const allTouched = { address: true, phone: true, url: true, logo: true };

const texts = designerTexts.preview;
const fields = designerTexts.fields;

export type PreviewFormHandle = FormikProps<PreviewValues>;

type PreviewFormProps = {
  /** The form's state, for 'Anwenden' in the order box (`checkPreview`). */
  formRef: RefObject<PreviewFormHandle | null>;
  /** The values once the typing pauses: the preview redraws as the customer types. */
  onValuesChange: (values: PreviewValues) => void;
  /** Whether newer values are waiting for the typing to pause. */
  onPending: (pending: boolean) => void;
  /** 'Vorschau' with values the preview can show: bring it into view. */
  onShow: () => void;
  /** Any field changed: an applied design no longer matches the form. */
  onEdit: () => void;
};

export function trimmed(values: PreviewValues): PreviewValues {
  return {
    address: values.address.trim(),
    phone: values.phone.trim(),
    url: values.url.trim(),
    logo: values.logo,
    qrMode: values.qrMode,
  };
}

function hasEmptyField(values: PreviewValues): boolean {
  return Object.values(values).some((value) => value.trim() === '');
}

/**
 * Validates the form and shows every field's message. 'Vorschau' accepts a
 * logo too small for print, so the customer sees it; 'Anwenden' refuses it
 * and asks for every field. The trimmed values, or why not.
 */
export async function checkPreview(
  form: PreviewFormHandle,
  mode: 'preview' | 'apply',
): Promise<PreviewValues | 'incomplete' | 'invalid'> {
  const errors = await form.validateForm();
  await form.setTouched(allTouched, false);
  if (mode === 'apply' && hasEmptyField(form.values)) return 'incomplete';
  const { logo: logoError, ...others } = errors;
  const blocking = mode === 'preview' && isRefusedLogo(form.values.logo, logoError) ? others : errors;
  return Object.keys(blocking).length > 0 ? 'invalid' : trimmed(form.values);
}

/** How long the typing must pause before the preview redraws. */
const REDRAW_DELAY_MS = 150;

/**
 * Reports the values when the typing pauses, so the preview follows it
 * without redrawing (or re-rendering the page) on every key.
 */
function ValuesReporter({ onValuesChange, onPending }: Pick<PreviewFormProps, 'onValuesChange' | 'onPending'>) {
  const { values } = useFormikContext<PreviewValues>();
  useEffect(() => {
    onPending(true);
    const timer = setTimeout(() => {
      onValuesChange(values);
      onPending(false);
    }, REDRAW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, onValuesChange, onPending]);
  return null;
}

/**
 * Adresse, Telefonnummer, QR Code URL, the kind of QR code and Logo einfügen,
 * with 'Vorschau' (spec §2, §5); 'Anwenden' sits in the order box, next to
 * 'In den Warenkorb'. Changing any field, the kind of code included,
 * un-applies an applied design.
 */
export function PreviewForm({ formRef, onValuesChange, onPending, onShow, onEdit }: PreviewFormProps) {
  return (
    <Formik<PreviewValues>
      innerRef={formRef}
      initialValues={EMPTY_PREVIEW}
      validationSchema={schema}
      onSubmit={() => undefined}
    >
      {(form) => (
        <form
          noValidate
          className={formStyles.form}
          aria-label={texts.formLabel}
          onChange={onEdit}
          onSubmit={(event) => {
            event.preventDefault();
            void checkPreview(form, 'preview').then((outcome) => {
              if (typeof outcome === 'object') onShow();
            });
          }}
        >
          <ValuesReporter onValuesChange={onValuesChange} onPending={onPending} />
          <TextField
            name="address"
            label={fields.address}
            placeholder={fields.addressPlaceholder}
            autoComplete="street-address"
          />
          <TextField
            name="phone"
            type="tel"
            label={fields.phone}
            placeholder={fields.phonePlaceholder}
            autoComplete="tel"
          />
          <TextField
            name="url"
            label={fields.url}
            placeholder={fields.urlPlaceholder}
            inputMode="url"
            autoComplete="url"
          />
          <QrModeField name="qrMode" />
          <LogoField name="logo" label={fields.previewLogo} box={LOGO_BOX} />
          <div className={styles.actions}>
            <Button type="submit" variant="secondary">
              {texts.show}
            </Button>
          </div>
        </form>
      )}
    </Formik>
  );
}
