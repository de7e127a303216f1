/**
 * The status of an order and, while the server allows a change, the select
 * of exactly the statuses it offers next (`allowedStatuses`, issue 23: it may
 * hold `InProduction`, never `Approved`). With `Shipped` the admin may add
 * the carrier and the tracking number; other statuses send neither.
 *
 * Cancelling a paid order gives the customer's money back and issues a
 * credit note, and production while the customer may still cancel may print
 * for nothing: both are asked for first; the request goes out only once
 * confirmed (and, a mutation, is never retried by itself). A refusal of the
 * server (409, e.g. 'Die Druckfreigabe des Kunden fehlt noch.') stays in the
 * card until the next attempt; other failures are toasts.
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useMemo, useState } from 'react';

import { SelectField, TextField } from '@/components/form/fields';
import formStyles from '@/components/form/form.module.css';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { failureServerMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';
import { formatCents } from '@/lib/format';
import { CARRIERS, orderStatusLabel } from '@/lib/order-status';
import { toast } from '@/lib/toast';

import { useAdminUpdateOrderStatusMutation } from '../api';
import { openCancellationWindow } from '../cancellation-window';
import { adminTexts } from '../texts';
import type { OrderRow, OrderStatus, StatusUpdate } from '../types';
import { httpStatus, useAdminErrorHandler } from '../use-admin-error';
import { createStatusSchema } from '../validation';

import { OrderStatusBadge } from './admin-ui';
import styles from './admin-pages.module.css';
import { ConfirmDialog } from './confirm-dialog';

const texts = adminTexts.orderDetail;

const CARRIER_OPTIONS = CARRIERS.map((carrier) => ({ value: carrier, label: carrier }));

export type StatusFormValues = { orderStatus: OrderStatus; carrier: string; trackingNumber: string };

/**
 * The request for the chosen status: `carrier` and `trackingNumber` go along
 * only with `Shipped`, and only when given.
 */
export function statusUpdate(orderId: number, values: StatusFormValues): StatusUpdate {
  const update: StatusUpdate = { orderId, orderStatus: values.orderStatus };
  if (values.orderStatus !== 'Shipped') return update;
  const carrier = values.carrier.trim();
  const trackingNumber = values.trackingNumber.trim();
  if (carrier !== '') update.carrier = carrier;
  if (trackingNumber !== '') update.trackingNumber = trackingNumber;
  return update;
}

/** A change waiting for the admin's confirmation: a refund, or production within the cancellation window. */
type PendingChange = {
  kind: 'refund' | 'production';
  values: StatusFormValues;
  helpers: FormikHelpers<StatusFormValues>;
};

export function StatusForm({ order, allowed }: { order: OrderRow; allowed: readonly OrderStatus[] }) {
  const selectId = useId();
  const schema = useMemo(() => createStatusSchema(), []);
  const [updateStatus, { isLoading }] = useAdminUpdateOrderStatusMutation();
  const handleError = useAdminErrorHandler();
  // The status the server returned last; the refetched order catches up with it.
  const [shown, setShown] = useState<{ orderId: number; status: OrderStatus } | null>(null);
  const current = shown?.orderId === order.orderId ? shown.status : order.orderStatus;
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // `allowed` follows the fetched status: until the refetch brings the new one, nothing is offered.
  const offered = current === order.orderStatus ? allowed : [];
  const cancellableUntil = formatDateTime(order.cancellableUntil);

  const refunds = (values: StatusFormValues) =>
    values.orderStatus === 'Cancelled' && order.payementStatus === 'Paid' && !order.refundedAt;

  const update = async (values: StatusFormValues, helpers: FormikHelpers<StatusFormValues>) => {
    setRefusal(null);
    try {
      const answer = await updateStatus(statusUpdate(order.orderId, values)).unwrap();
      setShown({ orderId: order.orderId, status: answer.orderStatus });
      helpers.resetForm({ values: { orderStatus: answer.orderStatus, carrier: '', trackingNumber: '' } });
      toast.success(texts.status.updated);
    } catch (error) {
      void helpers.setFieldValue('orderStatus', current, false);
      const refused = httpStatus(error) === 409 ? failureServerMessage(error) : null;
      if (refused !== null) setRefusal(refused);
      else handleError(error);
    } finally {
      setPending(null);
    }
  };

  const onSubmit = async (values: StatusFormValues, helpers: FormikHelpers<StatusFormValues>) => {
    if (refunds(values)) setPending({ kind: 'refund', values, helpers });
    else if (values.orderStatus === 'InProduction' && openCancellationWindow(order.cancellableUntil) !== null)
      setPending({ kind: 'production', values, helpers });
    else await update(values, helpers);
  };
  // Asked when the dialog opens: the window may have closed since the page was loaded.
  const stillCancellableUntil = pending?.kind === 'production' ? openCancellationWindow(order.cancellableUntil) : null;

  return (
    <section className={styles.card} aria-labelledby="order-status">
      <h3 id="order-status">{texts.statusSection}</h3>
      <p className={styles.statusNow}>
        {texts.status.current}: <OrderStatusBadge status={current} />
      </p>
      {cancellableUntil !== null ? <p className={styles.muted}>{texts.cancellableUntil(cancellableUntil)}</p> : null}
      {refusal !== null ? (
        <Notice tone="error" title={texts.status.refused}>
          <p>{refusal}</p>
        </Notice>
      ) : null}
      {allowed.length === 0 ? (
        <p className={styles.muted}>{texts.status.finalHint}</p>
      ) : (
        <Formik<StatusFormValues>
          initialValues={{ orderStatus: current, carrier: '', trackingNumber: '' }}
          validationSchema={schema}
          onSubmit={onSubmit}
        >
          {({ values, getFieldProps }) => (
            <Form noValidate className={styles.statusForm}>
              <div className={formStyles.field}>
                <label className={formStyles.label} htmlFor={selectId}>
                  {texts.status.label}
                </label>
                <select
                  id={selectId}
                  className={`${formStyles.input} ${formStyles.select}`}
                  {...getFieldProps('orderStatus')}
                  disabled={isLoading || offered.length === 0}
                >
                  <option value={current} disabled>
                    {orderStatusLabel(current)}
                  </option>
                  {offered.map((status) => (
                    <option key={status} value={status}>
                      {orderStatusLabel(status)}
                    </option>
                  ))}
                </select>
              </div>
              {values.orderStatus === 'Shipped' ? (
                <div className={styles.shipment}>
                  <SelectField
                    name="carrier"
                    label={texts.status.carrier}
                    placeholder={texts.status.carrierNone}
                    options={CARRIER_OPTIONS}
                    disabled={isLoading}
                  />
                  <TextField name="trackingNumber" label={texts.status.trackingNumber} autoComplete="off" />
                  <p className={styles.hint}>{texts.status.trackingHint}</p>
                </div>
              ) : null}
              <Button
                type="submit"
                disabled={isLoading || values.orderStatus === current}
                aria-busy={isLoading || undefined}
                icon={isLoading ? <Spinner size={18} /> : undefined}
              >
                {texts.status.submit}
              </Button>
            </Form>
          )}
        </Formik>
      )}
      {pending?.kind === 'refund' ? (
        <ConfirmDialog
          title={texts.status.refundConfirm.title}
          confirmLabel={texts.status.refundConfirm.confirm}
          cancelLabel={texts.status.refundConfirm.cancel}
          busy={isLoading}
          onConfirm={() => void update(pending.values, pending.helpers)}
          onCancel={() => setPending(null)}
        >
          <p>{texts.status.refundConfirm.text(formatCents(order.totalAmount))}</p>
        </ConfirmDialog>
      ) : null}
      {pending?.kind === 'production' ? (
        <ConfirmDialog
          title={texts.status.productionConfirm.title}
          confirmLabel={texts.status.productionConfirm.confirm}
          cancelLabel={texts.status.productionConfirm.cancel}
          busy={isLoading}
          onConfirm={() => void update(pending.values, pending.helpers)}
          onCancel={() => setPending(null)}
        >
          <p>
            {stillCancellableUntil !== null
              ? adminTexts.production.stillCancellable(stillCancellableUntil)
              : adminTexts.production.confirmText(1)}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
