/**
 * 'Zahlungseingänge' of an order on invoice: what has been paid of its total,
 * when it is due, the reminder and dunning letters sent, the payments booked so far, and 'Zahlung buchen' for a
 * transfer that arrived (the amount, the day, default today in Germany, and
 * an optional note). Booking fetches the order again; once its payments
 * cover the total the section says the invoice is paid in full.
 */
import { Formik, type FormikHelpers } from 'formik';
import { useId, useMemo } from 'react';

import { StackedForm } from '@/components/form/fields';
import { SubmitButton } from '@/components/form/submit-button';
import { CheckCircleIcon } from '@/components/icons/icons';
import { DataTable, dataTableClasses } from '@/components/ui/data-table';
import { dayInGermany, formatDateTime, formatDay } from '@/lib/dates';
import { formatCents } from '@/lib/format';
import { toast } from '@/lib/toast';

import { useAdminBookPaymentMutation } from '../api';
import { parseEuroToCents } from '../money';
import { adminTexts } from '../texts';
import type { BookPaymentBody, InvoiceLetter, InvoicePayments } from '../types';
import { useAdminErrorHandler } from '../use-admin-error';
import { createBookPaymentSchema, type BookPaymentValues } from '../validation';

import styles from './admin-pages.module.css';
import { HintedTextField } from './form-fields';

const texts = adminTexts.orderDetail.invoicePayments;

/** An empty booking, dated today in Germany. */
function emptyBooking(): BookPaymentValues {
  return { amount: '', paidOn: dayInGermany(), note: '' };
}

/** The request body for valid values; `null` if the amount does not parse (the schema prevents that). */
export function bookPaymentBody(values: BookPaymentValues): BookPaymentBody | null {
  const amountCents = parseEuroToCents(values.amount);
  return amountCents === null ? null : { amountCents, paidOn: values.paidOn, note: values.note.trim() };
}

function BookPaymentForm({ orderId }: { orderId: number }) {
  const titleId = useId();
  const schema = useMemo(() => createBookPaymentSchema(), []);
  const initialValues = useMemo(() => emptyBooking(), []);
  const [book] = useAdminBookPaymentMutation();
  const handleError = useAdminErrorHandler();

  const onSubmit = async (values: BookPaymentValues, helpers: FormikHelpers<BookPaymentValues>) => {
    helpers.setStatus(undefined);
    const payment = bookPaymentBody(values);
    if (payment === null) return;
    try {
      await book({ orderId, payment }).unwrap();
      toast.success(texts.booked(formatCents(payment.amountCents)));
      helpers.resetForm({ values: emptyBooking() });
    } catch (error) {
      handleError(error, { notify: (message) => helpers.setStatus(message) });
    }
  };

  return (
    <div className={styles.stack}>
      <h4 id={titleId} className={styles.proofVersionsTitle}>
        {texts.formTitle}
      </h4>
      <Formik<BookPaymentValues> initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
        {({ isSubmitting, status }) => (
          <StackedForm aria-labelledby={titleId}>
            {typeof status === 'string' ? (
              <p role="alert" className={styles.paymentRefused}>
                {status}
              </p>
            ) : null}
            <HintedTextField
              name="amount"
              label={texts.amount}
              placeholder={texts.amountPlaceholder}
              inputMode="decimal"
              autoComplete="off"
            />
            <HintedTextField name="paidOn" label={texts.paidOn} type="date" />
            <HintedTextField name="note" label={texts.note} hint={texts.noteHint} autoComplete="off" />
            <SubmitButton isSubmitting={isSubmitting}>{texts.submit}</SubmitButton>
          </StackedForm>
        )}
      </Formik>
    </div>
  );
}

type InvoicePaymentsSectionProps = {
  orderId: number;
  payments: InvoicePayments;
  /** `YYYY-MM-DD`, or `null` when the server names none. */
  dueOn: string | null;
  /** The reminder and dunning letters sent so far, oldest first. */
  letters: readonly InvoiceLetter[];
};

export function InvoicePaymentsSection({ orderId, payments, dueOn, letters }: InvoicePaymentsSectionProps) {
  const titleId = useId();
  const { columns } = texts;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId}>{texts.title}</h3>
      <p className={styles.paymentSum}>
        {texts.sum(formatCents(payments.paidCents), formatCents(payments.totalCents))}
      </p>
      {dueOn ? <p className={styles.muted}>{texts.dueOn(formatDay(dueOn) ?? dueOn)}</p> : null}
      {letters.length > 0 ? (
        <ul aria-label={texts.lettersLabel} className={styles.muted}>
          {letters.map((letter) => (
            <li key={letter.step}>{texts.letters[letter.step](formatDateTime(letter.sentAt) ?? letter.sentAt)}</li>
          ))}
        </ul>
      ) : null}
      {payments.payments.length === 0 ? (
        <p className={styles.muted}>{texts.none}</p>
      ) : (
        <DataTable compact aria-label={texts.tableLabel}>
          <thead>
            <tr>
              <th scope="col">{columns.date}</th>
              <th scope="col" className={dataTableClasses.numeric}>
                {columns.amount}
              </th>
              <th scope="col">{columns.note}</th>
            </tr>
          </thead>
          <tbody>
            {payments.payments.map((payment, index) => (
              // Two equal payments on one day are two rows: the position keeps them apart.
              <tr key={index}>
                <td>
                  <time dateTime={payment.paidOn}>{formatDay(payment.paidOn) ?? payment.paidOn}</time>
                </td>
                <td className={dataTableClasses.numeric}>{formatCents(payment.amountCents)}</td>
                <td className={styles.preserve}>{payment.note.trim() === '' ? texts.noNote : payment.note}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {payments.paid ? (
        <p role="status" className={styles.qrChecked}>
          <CheckCircleIcon size={18} />
          <span>{texts.paid}</span>
        </p>
      ) : (
        <BookPaymentForm orderId={orderId} />
      )}
    </section>
  );
}
