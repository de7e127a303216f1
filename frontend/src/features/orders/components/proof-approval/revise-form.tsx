/**
 * 'Änderung wünschen': the design fields of one line, prefilled with what was
 * printed, checked with the designer's rules (the design kit) and sent to
 * `POST /api/order-lines/{id}/revise`. A newly chosen logo is uploaded first.
 * A refusal (422 field message, 409) shows the server's message above the
 * button and keeps every value typed; success hands the new proof up.
 */
import { Formik } from 'formik';
import { useId, useRef, useState } from 'react';

import { SelectField, StackedForm, TextAreaField, TextField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/form/submit-button';
import cardParts from '@/components/ui/card-parts.module.css';
import { failureServerMessage } from '@/lib/api-error';

import { useReviseProofMutation } from '../../api';
import { useDesignKit, type DesignKind, type DesignValues } from '../../design-kit';
import { proofTexts as texts } from '../../texts';
import type { OrderLine, ReviseProofAnswer, ReviseProofBody } from '../../types';

import styles from './proof-approval.module.css';

const fields = texts.fields;

type ReviseFormProps = {
  orderId: number;
  line: OrderLine;
  kind: DesignKind;
  onRevised: (answer: ReviseProofAnswer) => void;
  onClose: () => void;
  headingLevel: 3 | 4 | 5;
};

function initialValues(line: OrderLine): DesignValues {
  return {
    template: line.template,
    address: line.address,
    phone: line.phone,
    url: line.url,
    logo: line.cardLogo,
    remarks: line.remarks,
  };
}

/** What the server takes for `kind`: a bottle opener sends only its logo, URL and remarks. */
function reviseBody(kind: DesignKind, values: DesignValues, cardLogo: string): ReviseProofBody {
  const common = { url: values.url.trim(), cardLogo, remarks: values.remarks.trim() };
  if (kind === 'bottleOpener') return common;
  return { template: values.template, address: values.address.trim(), phone: values.phone.trim(), ...common };
}

export function ReviseForm({ orderId, line, kind, onRevised, onClose, headingLevel }: ReviseFormProps) {
  const kit = useDesignKit();
  const [revise] = useReviseProofMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // A chosen logo is uploaded once, also when the change is sent again after a refusal.
  const uploaded = useRef(new Map<string, string>());
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const schema = kit.schema(kind);

  const submit = async (values: DesignValues) => {
    setFailure(null);
    let cardLogo = values.logo;
    if (cardLogo.startsWith('data:')) {
      const known = uploaded.current.get(cardLogo);
      if (known !== undefined) {
        cardLogo = known;
      } else {
        try {
          const url = await kit.uploadLogo(cardLogo);
          uploaded.current.set(cardLogo, url);
          cardLogo = url;
        } catch (error) {
          setFailure(failureServerMessage(error) ?? texts.logoUploadFailed);
          return;
        }
      }
    }
    try {
      const answer = await revise({
        orderId,
        orderLineId: line.orderLineId,
        body: reviseBody(kind, values, cardLogo),
      }).unwrap();
      onRevised(answer);
    } catch (error) {
      setFailure(failureServerMessage(error) ?? texts.reviseFailed);
    }
  };

  return (
    <section className={cardParts.ruledSection} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.reviseTitle}>
        {texts.changeFormTitle(line.name)}
      </Heading>
      <p className={cardParts.muted}>{texts.changeLead}</p>
      <Formik<DesignValues> initialValues={initialValues(line)} validationSchema={schema} onSubmit={submit}>
        {(form) => (
          <StackedForm aria-labelledby={titleId}>
            {kind === 'card' ? (
              <>
                <SelectField name="template" label={fields.template} options={kit.templates} />
                <TextField name="address" label={fields.address} placeholder={fields.addressPlaceholder} />
                <TextField
                  name="phone"
                  label={fields.phone}
                  placeholder={fields.phonePlaceholder}
                  type="tel"
                  inputMode="tel"
                />
              </>
            ) : null}
            <TextField name="url" label={fields.url} placeholder={fields.urlPlaceholder} inputMode="url" />
            <kit.LogoField name="logo" label={fields.logo} kind={kind} />
            {form.values.logo === line.cardLogo && line.cardLogo !== '' ? (
              <figure className={styles.currentLogo}>
                <img src={line.cardLogo} alt={texts.currentLogo} />
                <figcaption>{texts.keepLogo}</figcaption>
              </figure>
            ) : null}
            <TextAreaField name="remarks" label={fields.remarks} rows={3} placeholder={fields.remarksPlaceholder} />
            {failure !== null ? (
              <p className={cardParts.alert} role="alert">
                {failure}
              </p>
            ) : null}
            <div className={cardParts.actions}>
              <SubmitButton isSubmitting={form.isSubmitting}>{texts.sendChange}</SubmitButton>
              <Button variant="ghost" onClick={onClose} disabled={form.isSubmitting}>
                {texts.closeChange}
              </Button>
            </div>
          </StackedForm>
        )}
      </Formik>
    </section>
  );
}
