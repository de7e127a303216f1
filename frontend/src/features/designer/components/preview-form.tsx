import { Formik, type FormikProps } from 'formik';
import { useState } from 'react';

import { TextField } from '@/components/form/fields';
import { FormFeedback } from '@/components/form/form-feedback';
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
const initialValues: PreviewValues = { address: '', phone: '', url: '', logo: '', qrMode: DEFAULT_QR_MODE };
const allTouched = { address: true, phone: true, url: true, logo: true };

const texts = designerTexts.preview;
const fields = designerTexts.fields;

type PreviewFormProps = {
  /** 'Vorschau' with valid values: draw them. */
  onPreview: (values: PreviewValues) => void;
  /** 'Anwenden' with valid values: draw them and take them for the order. */
  onApply: (values: PreviewValues) => void;
  /** Any field changed: an applied design no longer matches the form. */
  onEdit: () => void;
  isApplied: boolean;
};

function trimmed(values: PreviewValues): PreviewValues {
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
 * Adresse, Telefonnummer, QR Code URL, the kind of QR code and Logo einfügen,
 * with 'Vorschau' and 'Anwenden' (spec §2, §5). Changing any of them, the
 * kind of code included, un-applies an applied design.
 */
export function PreviewForm({ onPreview, onApply, onEdit, isApplied }: PreviewFormProps) {
  const [incomplete, setIncomplete] = useState(false);

  const run = async (mode: 'preview' | 'apply', form: FormikProps<PreviewValues>) => {
    const errors = await form.validateForm();
    await form.setTouched(allTouched, false);
    const incompleteNow = mode === 'apply' && hasEmptyField(form.values);
    setIncomplete(incompleteNow);
    // 'Vorschau' draws a logo too small for print, so the customer sees it; 'Anwenden' refuses it.
    const { logo: logoError, ...others } = errors;
    const blocking = mode === 'preview' && isRefusedLogo(form.values.logo, logoError) ? others : errors;
    if (incompleteNow || Object.keys(blocking).length > 0) return;
    const values = trimmed(form.values);
    if (mode === 'apply') onApply(values);
    else onPreview(values);
  };

  return (
    <Formik<PreviewValues> initialValues={initialValues} validationSchema={schema} onSubmit={() => undefined}>
      {(form) => (
        <form
          noValidate
          className={formStyles.form}
          aria-label={texts.formLabel}
          onChange={() => {
            setIncomplete(false);
            onEdit();
          }}
          onSubmit={(event) => {
            event.preventDefault();
            void run('preview', form);
          }}
        >
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
            <Button type="button" onClick={() => void run('apply', form)}>
              {texts.apply}
            </Button>
          </div>
          {incomplete ? (
            <FormFeedback feedback={{ kind: 'error', message: designerTexts.validation.previewIncomplete }} />
          ) : null}
          {isApplied && !incomplete ? <FormFeedback feedback={{ kind: 'success', message: texts.applied }} /> : null}
        </form>
      )}
    </Formik>
  );
}
