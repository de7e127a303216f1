import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { CheckboxField } from '@/components/form/checkbox-field';
import { ShieldCheckIcon } from '@/components/icons/icons';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toBillingAddress } from '@/lib/billing-address';
import { euTexts, GERMANY, type TaxCategory } from '@/lib/eu';
import { useAppDispatch } from '@/lib/store-hooks';
import { toast } from '@/lib/toast';
import type { VoucherTaxContext } from '@/lib/voucher';

import { checkoutApi, endCheckoutAttempt, useInvoiceTermsQuery } from '../api';
import { CheckoutFailure, placeOrder } from '../place-order';
import { checkoutTexts as texts } from '../texts';
import type { CheckoutFormValues, CheckoutItem, CheckoutUser, InvoiceAvailability } from '../types';
import { createCheckoutSchema, initialCheckoutValues } from '../validation';

import styles from './checkout.module.css';
import { CustomerFields } from './customer-fields';
import { DeliveryPromise } from './delivery-promise';
import { ExpressOption } from './express-option';
import { invoiceAvailable, invoiceDays, PaymentMethodField, type InvoiceChoice } from './payment-method-field';
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
  /** 'Express-Produktion' chosen (the cart's choice), its surcharge as the server named it, and the box's change. */
  express: boolean;
  expressSurcharge: number | null;
  onExpressChange: (express: boolean) => void;
  /** The delivery country chosen, for the page's own view of the delivery promise (the express price). */
  onDeliveryCountryChange: (country: string) => void;
};

/** What the page knows about buying on invoice from the query's state. */
function invoiceChoiceOf(query: { isFetching: boolean; currentData?: InvoiceAvailability }): InvoiceChoice {
  if (query.isFetching) return { state: 'checking' };
  return query.currentData === undefined ? { state: 'unknown' } : { state: 'known', availability: query.currentData };
}

/** Goes back to the card when invoice was chosen and is no longer possible (a fresh answer of the server). */
function KeepPaymentMethodPossible({ choice }: { choice: InvoiceChoice }) {
  const { values, setFieldValue } = useFormikContext<CheckoutFormValues>();
  const possible = choice.state === 'checking' || invoiceAvailable(choice);
  useEffect(() => {
    if (!possible && values.paymentMethod === 'invoice') void setFieldValue('paymentMethod', 'card');
  }, [possible, values.paymentMethod, setFieldValue]);
  return null;
}

/** Tells the page the delivery country chosen; a form that never chose one means Germany. */
function ReportDeliveryCountry({ onChange }: { onChange: (country: string) => void }) {
  const { values } = useFormikContext<CheckoutFormValues>();
  const country = values.country ?? GERMANY;
  useEffect(() => {
    onChange(country);
  }, [country, onChange]);
  return null;
}

/**
 * 'Kontaktinformationen', 'Zahlungsart' and 'Jetzt bezahlen' (spec §2, §4).
 * One click runs the whole checkout sequence; the button stays disabled
 * until it failed or the browser left for the payment page (on invoice: for
 * the confirmation page), so a double click orders once. A refusal keeps
 * everything typed; a refusal to sell on invoice is shown at the payment
 * choice, which goes back to the card and asks the server again.
 */
export function CheckoutForm({
  items,
  user,
  loadLogo,
  voucherCode,
  onVoucherRefused,
  onTaxCategoryChange,
  onTaxContextChange,
  express,
  expressSurcharge,
  onExpressChange,
  onDeliveryCountryChange,
}: CheckoutFormProps) {
  const dispatch = useAppDispatch();
  const [initialValues] = useState(() => initialCheckoutValues(user));
  // Two clicks can both reach onSubmit before React disables the button.
  const inFlight = useRef(false);
  // Logo reference -> uploaded URL, kept for a second attempt (see `PlaceOrderDeps.uploaded`).
  const uploaded = useRef(new Map<string, string>());
  const [leaving, setLeaving] = useState(false);
  const navigate = useNavigate();
  const invoiceTerms = useInvoiceTermsQuery(undefined, { refetchOnMountOrArgChange: true });
  const invoiceChoice = invoiceChoiceOf(invoiceTerms);
  // The server's refusal of the last order on invoice, shown at the payment choice.
  const [invoiceRefusal, setInvoiceRefusal] = useState<string | null>(null);
  const payHintId = useId();

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

  const onSubmit = async (values: CheckoutFormValues, helpers: FormikHelpers<CheckoutFormValues>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setInvoiceRefusal(null);
    try {
      await placeOrder(
        {
          items,
          shipping: values,
          billingAddress: values.billingDiffers ? toBillingAddress(values.billing) : null,
          userId: user?.userId ?? null,
          voucherCode,
          paymentMethod: values.paymentMethod,
          express,
        },
        {
          loadLogo,
          uploadImage: (file) => dispatch(checkoutApi.endpoints.uploadImage.initiate(file, { track: false })).unwrap(),
          createOrder: (body) => dispatch(checkoutApi.endpoints.createOrder.initiate(body, { track: false })).unwrap(),
          createCheckoutSession: (body) =>
            dispatch(checkoutApi.endpoints.createCheckoutSession.initiate(body, { track: false })).unwrap(),
          redirect: (url) => window.location.assign(url),
          showConfirmation: (orderId) => void navigate(paths.pending.getHref(orderId)),
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
        } else if (error.invoiceRefused && error.userMessage !== null) {
          // Shown at the payment choice; everything typed stays, the card is chosen and the server asked again.
          setInvoiceRefusal(error.userMessage);
          void helpers.setFieldValue('paymentMethod', 'card');
          void invoiceTerms.refetch();
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
      {({ isSubmitting, values }) => {
        const busy = isSubmitting || leaving;
        const days = invoiceDays(invoiceChoice);
        const onInvoice = values.paymentMethod === 'invoice' && days !== null;
        return (
          <Form noValidate className={styles.form} aria-labelledby="checkout-form-title">
            <h2 id="checkout-form-title">{texts.formTitle}</h2>
            <CustomerFields onTaxCategoryChange={onTaxCategoryChange} onTaxContextChange={onTaxContextChange} />
            <PaymentMethodField
              choice={invoiceChoice}
              refusal={invoiceRefusal}
              onChoose={() => setInvoiceRefusal(null)}
            />
            <KeepPaymentMethodPossible choice={invoiceChoice} />
            <CheckboxField name="businessBuyer" label={euTexts.businessBuyerLabel} />
            <TermsField name="termsAccepted" />
            <ReportDeliveryCountry onChange={onDeliveryCountryChange} />
            {/* Right above the promise it changes. */}
            <ExpressOption checked={express} surcharge={expressSurcharge} onChange={onExpressChange} />
            {/* For the delivery country chosen above; a form that never chose one means Germany. */}
            <DeliveryPromise country={values.country ?? GERMANY} express={express} />
            <Button
              type="submit"
              size="large"
              className={styles.pay}
              disabled={busy}
              aria-busy={busy || undefined}
              aria-describedby={payHintId}
              icon={busy ? <Spinner size={18} /> : <ShieldCheckIcon size={20} />}
            >
              {onInvoice ? texts.payment.orderOnInvoice : texts.pay}
            </Button>
            <p id={payHintId} className={styles.payHint}>
              {onInvoice ? texts.payment.invoiceTerms(days) : texts.payingHint}
            </p>
          </Form>
        );
      }}
    </Formik>
  );
}
