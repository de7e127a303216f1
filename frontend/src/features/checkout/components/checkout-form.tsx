import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';

import { CheckboxField } from '@/components/form/checkbox-field';
import { ShieldCheckIcon } from '@/components/icons/icons';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toBillingAddress } from '@/lib/billing-address';
import { euTexts, type TaxCategory } from '@/lib/eu';
import { useAppDispatch } from '@/lib/store-hooks';
import { toast } from '@/lib/toast';
import type { VoucherTaxContext } from '@/lib/voucher';

import { checkoutApi, endCheckoutAttempt } from '../api';
import { CheckoutFailure, placeOrder } from '../place-order';
import { checkoutTexts as texts } from '../texts';
import type { CheckoutFormValues, CheckoutItem, CheckoutUser } from '../types';
import { createCheckoutSchema, initialCheckoutValues } from '../validation';

import styles from './checkout.module.css';
import { CustomerFields } from './customer-fields';
import { TermsField } from './terms-field';

const schema = createCheckoutSchema();

type CheckoutFormProps = {
  items: readonly CheckoutItem[];
  user: CheckoutUser | null;
  loadLogo: (ref: string) => Promise<string | null>;
  voucherCode: string | null;
  onVoucherRefused: (code: string, message: string) => void;
  onTaxCategoryChange: (category: TaxCategory) => void;
  onTaxContextChange: (context: VoucherTaxContext) => void;
};

/**
 * 'Kontaktinformationen' and 'Jetzt bezahlen' (spec §2, §4). One click runs
 * the whole checkout sequence; the button stays disabled until it failed or
 * the browser left for the payment page, so a double click orders once. A
 * refusal keeps everything typed.
 */
export function CheckoutForm({
  items,
  user,
  loadLogo,
  voucherCode,
  onVoucherRefused,
  onTaxCategoryChange,
  onTaxContextChange,
}: CheckoutFormProps) {
  const dispatch = useAppDispatch();
  const [initialValues] = useState(() => initialCheckoutValues(user));
  // Two clicks can both reach onSubmit before React disables the button.
  const inFlight = useRef(false);
  // Logo reference -> uploaded URL, kept for a second attempt (see `PlaceOrderDeps.uploaded`).
  const uploaded = useRef(new Map<string, string>());
  const [leaving, setLeaving] = useState(false);

  // Coming back from the payment page with the browser's back button restores
  // this page from the back/forward cache, still "leaving": let it be used again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const onSubmit = async (values: CheckoutFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await placeOrder(
        {
          items,
          shipping: values,
          billingAddress: values.billingDiffers ? toBillingAddress(values.billing) : null,
          userId: user?.userId ?? null,
          voucherCode,
        },
        {
          loadLogo,
          uploadImage: (file) => dispatch(checkoutApi.endpoints.uploadImage.initiate(file, { track: false })).unwrap(),
          createOrder: (body) => dispatch(checkoutApi.endpoints.createOrder.initiate(body, { track: false })).unwrap(),
          createCheckoutSession: (body) =>
            dispatch(checkoutApi.endpoints.createCheckoutSession.initiate(body, { track: false })).unwrap(),
          redirect: (url) => window.location.assign(url),
          endAttempt: endCheckoutAttempt,
          uploaded: uploaded.current,
        },
      );
      setLeaving(true);
    } catch (error) {
      inFlight.current = false;
      if (error instanceof CheckoutFailure) {
        if (error.voucherRefused && voucherCode !== null && error.userMessage !== null) {
          // Shown at the code's field; the form keeps everything typed, paying again goes without the code.
          onVoucherRefused(voucherCode, error.userMessage);
        } else if (error.userMessage !== null) {
          toast.error(error.userMessage);
        }
      } else {
        console.error('Checkout failed', error);
        toast.error(texts.errors.sessionUnexpected);
      }
    }
  };

  return (
    <Formik<CheckoutFormValues> initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting }) => {
        const busy = isSubmitting || leaving;
        return (
          <Form noValidate className={styles.form} aria-labelledby="checkout-form-title">
            <h2 id="checkout-form-title">{texts.formTitle}</h2>
            <CustomerFields onTaxCategoryChange={onTaxCategoryChange} onTaxContextChange={onTaxContextChange} />
            <CheckboxField name="businessBuyer" label={euTexts.businessBuyerLabel} />
            <TermsField name="termsAccepted" />
            <Button
              type="submit"
              size="large"
              className={styles.pay}
              disabled={busy}
              aria-busy={busy || undefined}
              icon={busy ? <Spinner size={18} /> : <ShieldCheckIcon size={20} />}
            >
              {texts.pay}
            </Button>
            <p className={styles.payHint}>{texts.payingHint}</p>
          </Form>
        );
      }}
    </Formik>
  );
}
