/**
 * The form that saves closure days: the first and the last day (date
 * inputs) and the label the buyer reads in the delivery promise. The
 * browser refuses what the server would, with its texts; the server's
 * refusal (a closure that has already ended, say) stays in the form with
 * everything typed.
 *
 * Before saving, the server is asked which orders still to ship would have
 * shipped later with these days closed. None: saved at once. Some: they are
 * named, and saved only after 'Trotzdem speichern' (their promised days stay
 * as they are); 'Abbrechen' keeps the form as it is.
 */
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';

import { StackedForm } from '@/components/form/fields';
import { FormFeedback } from '@/components/form/form-feedback';
import { SubmitButton } from '@/components/form/submit-button';
import { formatWeekdayDay } from '@/lib/dates';
import { toast } from '@/lib/toast';

import { useAdminAddClosureMutation, useLazyAdminClosureAffectedOrdersQuery } from '../api';
import { adminTexts } from '../texts';
import type { AffectedOrder } from '../types';
import { useAdminErrorHandler } from '../use-admin-error';
import { closureBody, createClosureSchema, emptyClosure, lastClosureDay, type ClosureFormValues } from '../validation';

import styles from './admin-pages.module.css';
import { ConfirmDialog } from './confirm-dialog';
import { HintedTextField } from './form-fields';

const texts = adminTexts.closures;
const fields = texts.fields;

/** The open question: the orders touched, and the admin's answer once given (saving is then under way). */
type Question = { orders: readonly AffectedOrder[]; answer: (save: boolean) => void; answered: boolean };

function AffectedOrdersText({ orders }: { orders: readonly AffectedOrder[] }) {
  return (
    <>
      <ul className={styles.affectedOrders} aria-label={texts.affected.listLabel}>
        {orders.map((order) => (
          <li key={order.orderId}>
            {texts.affected.order(
              order.orderId,
              order.companyName ?? null,
              formatWeekdayDay(order.shipBy) ?? order.shipBy,
            )}
          </li>
        ))}
      </ul>
      <p>{texts.affected.text}</p>
    </>
  );
}

export function ClosureForm({ labelledBy }: { labelledBy: string }) {
  const schema = useMemo(() => createClosureSchema(), []);
  const [addClosure] = useAdminAddClosureMutation();
  const [findAffected] = useLazyAdminClosureAffectedOrdersQuery();
  const handleError = useAdminErrorHandler();
  const [question, setQuestion] = useState<Question | null>(null);

  /** Whether to save: at once when no promised order is touched, else when the admin says so. */
  const confirmed = async (values: ClosureFormValues): Promise<boolean> => {
    const { orders } = await findAffected({ from: values.from, to: values.to }).unwrap();
    if (orders.length === 0) return true;
    return new Promise<boolean>((answer) => setQuestion({ orders, answer, answered: false }));
  };

  const onSubmit = async (values: ClosureFormValues, helpers: FormikHelpers<ClosureFormValues>) => {
    helpers.setStatus(undefined);
    let save: boolean;
    try {
      save = await confirmed(values);
    } catch (error) {
      // Nothing was saved: the form keeps what was typed, to be sent again.
      handleError(error, { message: texts.affected.failed });
      return;
    }
    if (!save) return;
    try {
      await addClosure(closureBody(values)).unwrap();
      toast.success(texts.saved);
      helpers.resetForm();
    } catch (error) {
      // The server's 400 texts name what to change in this form: shown here, not as a toast.
      handleError(error, { notify: (message) => helpers.setStatus(message) });
    } finally {
      setQuestion(null);
    }
  };

  const answer = (save: boolean) => {
    if (question === null || question.answered) return;
    question.answer(save);
    // Saving keeps the question open (busy) until it is done; cancelling closes it.
    setQuestion(save ? { ...question, answered: true } : null);
  };

  return (
    <>
      <Formik<ClosureFormValues> initialValues={emptyClosure} validationSchema={schema} onSubmit={onSubmit}>
        {({ isSubmitting, status, values }) => (
          <StackedForm aria-labelledby={labelledBy}>
            <div className={styles.formGrid}>
              <HintedTextField name="from" label={fields.from} type="date" />
              {/* The picker offers only the days the server takes: from the first day to a year later. */}
              <HintedTextField
                name="to"
                label={fields.to}
                hint={fields.toHint}
                type="date"
                min={values.from || undefined}
                max={lastClosureDay(values.from) ?? undefined}
              />
            </div>
            <HintedTextField
              name="label"
              label={fields.label}
              hint={fields.labelHint}
              placeholder={fields.labelPlaceholder}
              autoComplete="off"
            />
            <FormFeedback feedback={typeof status === 'string' ? { kind: 'error', message: status } : null} />
            <SubmitButton isSubmitting={isSubmitting}>{texts.submit}</SubmitButton>
          </StackedForm>
        )}
      </Formik>
      {question !== null ? (
        <ConfirmDialog
          title={texts.affected.title}
          confirmLabel={texts.affected.confirm}
          cancelLabel={texts.affected.cancel}
          busy={question.answered}
          onConfirm={() => answer(true)}
          onCancel={() => answer(false)}
        >
          <AffectedOrdersText orders={question.orders} />
        </ConfirmDialog>
      ) : null}
    </>
  );
}
