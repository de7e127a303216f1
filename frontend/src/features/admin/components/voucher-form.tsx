/**
 * The form that creates a discount code: the code (upper-cased as typed), a
 * percentage or a fixed amount, optional first and last day, the uses in all
 * and per customer, an optional minimum order value and the category. Only
 * the fields set are sent; the server's refusal (422, or 409 for a code that
 * exists) stays in the form with everything typed.
 */
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';

import { SelectField, StackedForm } from '@/components/form/fields';
import { FormFeedback } from '@/components/form/form-feedback';
import { SubmitButton } from '@/components/form/submit-button';
import { VOUCHER_USES_MAX } from '@/lib/rules';
import { toast } from '@/lib/toast';
import { asciiUpperCase } from '@/lib/voucher';

import { useAdminCreateVoucherMutation } from '../api';
import { parseEuroToCents } from '../money';
import { adminTexts } from '../texts';
import type { NewVoucher } from '../types';
import { useAdminErrorHandler } from '../use-admin-error';
import { createVoucherSchema, emptyVoucher, type VoucherFormValues } from '../validation';
import { BOTTLE_OPENERS_CATEGORY, CARDS_CATEGORY } from '../voucher-format';

import styles from './admin-pages.module.css';
import { HintedTextField, NumberField, RadioGroupField } from './form-fields';

const texts = adminTexts.vouchers;
const fields = texts.fields;

const KIND_OPTIONS = [
  { value: 'percent', label: fields.percentKind },
  { value: 'amount', label: fields.amountKind },
];

const CATEGORY_OPTIONS = [
  { value: '', label: texts.categories.all },
  { value: String(CARDS_CATEGORY), label: texts.categories.cards },
  { value: String(BOTTLE_OPENERS_CATEGORY), label: texts.categories.bottleOpeners },
];

/** The request body for valid form values: the chosen rule and only the optional fields given. */
export function newVoucherBody(values: VoucherFormValues): NewVoucher {
  const body: NewVoucher = { code: asciiUpperCase(values.code.trim()) };
  if (values.kind === 'percent' && typeof values.percentOff === 'number') body.percentOff = values.percentOff;
  if (values.kind === 'amount') {
    const cents = parseEuroToCents(values.amountOff);
    if (cents !== null) body.amountOffCents = cents;
  }
  if (values.validFrom !== '') body.validFrom = values.validFrom;
  if (values.validUntil !== '') body.validUntil = values.validUntil;
  if (typeof values.maxUses === 'number') body.maxUses = values.maxUses;
  if (typeof values.maxUsesPerCustomer === 'number') body.maxUsesPerCustomer = values.maxUsesPerCustomer;
  const minOrder = values.minOrder.trim() === '' ? null : parseEuroToCents(values.minOrder);
  if (minOrder !== null) body.minOrderCents = minOrder;
  if (values.categoryId !== '') body.categoryId = Number(values.categoryId);
  return body;
}

export function VoucherForm({ labelledBy }: { labelledBy: string }) {
  const schema = useMemo(() => createVoucherSchema(), []);
  const [createVoucher] = useAdminCreateVoucherMutation();
  const handleError = useAdminErrorHandler();

  const onSubmit = async (values: VoucherFormValues, helpers: FormikHelpers<VoucherFormValues>) => {
    helpers.setStatus(undefined);
    try {
      const created = await createVoucher(newVoucherBody(values)).unwrap();
      toast.success(texts.created(created.code));
      helpers.resetForm();
    } catch (error) {
      // The server's 422 and 409 texts name what to change in this form: shown here, not as a toast.
      handleError(error, { notify: (message) => helpers.setStatus(message) });
    }
  };

  return (
    <Formik<VoucherFormValues> initialValues={emptyVoucher} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting, status, values }) => (
        <StackedForm aria-labelledby={labelledBy}>
          <HintedTextField
            name="code"
            label={fields.code}
            hint={fields.codeHint}
            placeholder={fields.codePlaceholder}
            transform={asciiUpperCase}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <RadioGroupField name="kind" legend={fields.kind} options={KIND_OPTIONS} />
          {/* Only the chosen rule's value is shown, checked and sent. */}
          {values.kind === 'percent' ? (
            <NumberField name="percentOff" label={fields.percentOff} min={1} max={100} step={1} />
          ) : (
            <HintedTextField
              name="amountOff"
              label={fields.amountOff}
              placeholder={fields.amountPlaceholder}
              inputMode="decimal"
              autoComplete="off"
            />
          )}
          <div className={styles.formGrid}>
            <HintedTextField name="validFrom" label={fields.validFrom} hint={fields.validFromHint} type="date" />
            <HintedTextField
              name="validUntil"
              label={fields.validUntil}
              hint={fields.validUntilHint}
              type="date"
              min={values.validFrom || undefined}
            />
          </div>
          <div className={styles.formGrid}>
            <NumberField
              name="maxUses"
              label={fields.maxUses}
              hint={fields.maxUsesHint}
              min={1}
              max={VOUCHER_USES_MAX}
              step={1}
            />
            <NumberField
              name="maxUsesPerCustomer"
              label={fields.maxUsesPerCustomer}
              min={1}
              max={VOUCHER_USES_MAX}
              step={1}
            />
          </div>
          <HintedTextField
            name="minOrder"
            label={fields.minOrder}
            hint={fields.minOrderHint}
            placeholder={fields.amountPlaceholder}
            inputMode="decimal"
            autoComplete="off"
          />
          <SelectField name="categoryId" label={fields.category} options={CATEGORY_OPTIONS} />
          <FormFeedback feedback={typeof status === 'string' ? { kind: 'error', message: status } : null} />
          <SubmitButton isSubmitting={isSubmitting}>{texts.submit}</SubmitButton>
        </StackedForm>
      )}
    </Formik>
  );
}
