/**
 * 'Zahlungsart': the payment provider (the default) or, for a customer the
 * shop has granted it, on invoice. While buying on invoice is not possible
 * its choice stays visible but disabled, with the server's reason beneath it
 * (or, while the shop asks, a loader). A refusal of the server when the
 * order was placed is shown here, at the choice.
 */
import { useField } from 'formik';
import { useId } from 'react';

import { Spinner } from '@/components/ui/spinner';

import { checkoutTexts } from '../texts';
import type { InvoiceAvailability, PaymentMethod } from '../types';

import styles from './checkout.module.css';

const texts = checkoutTexts.payment;

/** What the page knows about buying on invoice: still asking, the server's answer, or no answer. */
export type InvoiceChoice =
  { state: 'checking' } | { state: 'known'; availability: InvoiceAvailability } | { state: 'unknown' };

/** The days to pay on invoice when the customer may buy on invoice now, else `null`. */
export function invoiceDays(choice: InvoiceChoice): number | null {
  if (choice.state !== 'known' || !choice.availability.available) return null;
  // Absent or null alike: no days to name.
  return choice.availability.days ?? null;
}

/** Whether the invoice choice can be taken now. */
export function invoiceAvailable(choice: InvoiceChoice): boolean {
  return choice.state === 'known' && choice.availability.available;
}

/** The note beneath a disabled invoice choice: the server's reason, or that it could not be asked; `null` for none. */
function invoiceNote(choice: InvoiceChoice): string | null {
  if (choice.state === 'checking') return texts.checking;
  if (choice.state === 'unknown') return texts.unknown;
  return choice.availability.available ? null : (choice.availability.reason ?? null);
}

type PaymentMethodFieldProps = {
  choice: InvoiceChoice;
  /** The server's refusal of the last order on invoice, or `null`. */
  refusal: string | null;
  /** The customer picked a method. */
  onChoose: () => void;
};

export function PaymentMethodField({ choice, refusal, onChoose }: PaymentMethodFieldProps) {
  const [field, , helpers] = useField<PaymentMethod>('paymentMethod');
  const id = useId();
  const refusalId = `${id}-refusal`;
  const noteId = `${id}-invoice-note`;
  const available = invoiceAvailable(choice);
  const days = invoiceDays(choice);
  const note = invoiceNote(choice);

  const choose = (method: PaymentMethod) => {
    void helpers.setValue(method);
    onChoose();
  };

  return (
    <fieldset className={styles.payment} aria-describedby={refusal ? refusalId : undefined}>
      <legend className={styles.paymentLegend}>{texts.legend}</legend>
      {refusal ? (
        <p id={refusalId} role="alert" className={styles.error}>
          {refusal}
        </p>
      ) : null}
      <label className={styles.paymentOption}>
        <input
          type="radio"
          name={field.name}
          value="card"
          checked={field.value === 'card'}
          onChange={() => choose('card')}
          onBlur={field.onBlur}
        />
        {texts.card}
      </label>
      <div>
        <label className={available ? styles.paymentOption : `${styles.paymentOption} ${styles.paymentDisabled}`}>
          <input
            type="radio"
            name={field.name}
            value="invoice"
            checked={field.value === 'invoice'}
            disabled={!available}
            aria-describedby={note === null ? undefined : noteId}
            onChange={() => choose('invoice')}
            onBlur={field.onBlur}
          />
          {days === null ? texts.invoice : texts.invoiceWithin(days)}
        </label>
        {note === null ? null : (
          // While the shop asks, the note is the loader, announced politely.
          <p id={noteId} className={styles.paymentNote} role={choice.state === 'checking' ? 'status' : undefined}>
            {choice.state === 'checking' ? <Spinner size={14} /> : null}
            {note}
          </p>
        )}
      </div>
    </fieldset>
  );
}
