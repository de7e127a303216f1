/**
 * Grants a customer buying on invoice, or changes its terms: the limit in
 * euros and the days to pay, each within the rules file's range. A refusal
 * of the server (a value out of range, or no bank account of the shop yet:
 * `invoice.no_bank_account`) stays in the dialog in its own words, which
 * toasts cannot rise above.
 */
import { Formik, type FormikHelpers } from 'formik';
import { useId, useMemo } from 'react';

import { StackedForm } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { ModalDialog, modalDialogClasses } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';

import { useAdminGrantInvoiceTermsMutation } from '../api';
import { centsToEuroInput, parseEuroToCents } from '../money';
import { adminTexts } from '../texts';
import type { Customer, InvoiceTermsBody } from '../types';
import { useAdminErrorHandler } from '../use-admin-error';
import { createInvoiceTermsSchema, type InvoiceTermsValues } from '../validation';

import styles from './admin-pages.module.css';
import { HintedTextField } from './form-fields';

const texts = adminTexts.customers;
const dialogTexts = texts.termsDialog;

/** The form's values: the customer's terms, or empty ones to grant. */
export function invoiceTermsValues(customer: Customer): InvoiceTermsValues {
  const terms = customer.terms ?? null;
  return terms === null
    ? { limit: '', days: '' }
    : { limit: centsToEuroInput(terms.limitCents), days: String(terms.days) };
}

/** The request body for valid values; `null` if the limit does not parse (the schema prevents that). */
export function invoiceTermsBody(values: InvoiceTermsValues): InvoiceTermsBody | null {
  const limitCents = parseEuroToCents(values.limit);
  return limitCents === null ? null : { limitCents, days: Number(values.days.trim()) };
}

type InvoiceTermsDialogProps = { customer: Customer; onClose: () => void };

/** Render it while editing; it closes by being unmounted. */
export function InvoiceTermsDialog({ customer, onClose }: InvoiceTermsDialogProps) {
  const titleId = useId();
  const schema = useMemo(() => createInvoiceTermsSchema(), []);
  const initialValues = useMemo(() => invoiceTermsValues(customer), [customer]);
  const [grant, { isLoading: saving }] = useAdminGrantInvoiceTermsMutation();
  const handleError = useAdminErrorHandler();
  const granted = (customer.terms ?? null) !== null;

  const onSubmit = async (values: InvoiceTermsValues, helpers: FormikHelpers<InvoiceTermsValues>) => {
    helpers.setStatus(undefined);
    const terms = invoiceTermsBody(values);
    if (terms === null) return;
    try {
      await grant({ userId: customer.userId, terms }).unwrap();
      toast.success(texts.saved(customer.companyName));
      onClose();
    } catch (error) {
      // Out of range (400), no bank account of the shop yet (409) and every other failure: in the form.
      handleError(error, { notify: (message) => helpers.setStatus(message) });
    }
  };

  return (
    <ModalDialog labelledBy={titleId} className={styles.editDialog} busy={saving} onClose={onClose}>
      <h2 id={titleId} className={modalDialogClasses.title}>
        {granted ? dialogTexts.changeTitle(customer.companyName) : dialogTexts.grantTitle(customer.companyName)}
      </h2>
      <Formik<InvoiceTermsValues> initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
        {({ isSubmitting, status }) => (
          <StackedForm aria-labelledby={titleId}>
            {typeof status === 'string' ? (
              <p role="alert" className={modalDialogClasses.alert}>
                {status}
              </p>
            ) : null}
            <HintedTextField
              name="limit"
              label={dialogTexts.limit}
              hint={dialogTexts.limitHint}
              placeholder={dialogTexts.limitPlaceholder}
              inputMode="decimal"
              autoComplete="off"
            />
            <HintedTextField
              name="days"
              label={dialogTexts.days}
              hint={dialogTexts.daysHint}
              inputMode="numeric"
              autoComplete="off"
            />
            <div className={modalDialogClasses.actions}>
              <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
                {dialogTexts.cancel}
              </Button>
              <Button
                type="submit"
                disabled={isSubmitting}
                aria-busy={isSubmitting || undefined}
                icon={isSubmitting ? <Spinner size={18} /> : undefined}
              >
                {dialogTexts.save}
              </Button>
            </div>
          </StackedForm>
        )}
      </Formik>
    </ModalDialog>
  );
}
