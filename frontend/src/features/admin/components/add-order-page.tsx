/**
 * /admin/dashboard/orders/add-order (spec §2, §4, §5): a custom order for a
 * customer, delivered to any member state, with an optional billing address
 * of its own. The shipping data, the lines and the optional Aktionscode stay in
 * sessionStorage until the order is created; the server prices it (the code's
 * discount included) from the catalogue and mails the customer a payment link.
 */
import { Formik } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { BillingAddressFields } from '@/components/form/billing-address-fields';
import { SelectField, StackedForm, TextField, type SelectOption } from '@/components/form/fields';
import { ShippingFields } from '@/components/form/shipping-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { CheckCircleIcon, CloseIcon, PackageIcon } from '@/components/icons/icons';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { countryName } from '@/lib/eu';
import { formatCents } from '@/lib/format';
import { offeredPackings } from '@/lib/packing';
import { OPTIONAL_SHIPPING_FIELDS, REQUIRED_SHIPPING_FIELDS, shippingTexts, toShippingInfo } from '@/lib/shipping';
import { toast } from '@/lib/toast';
import { normaliseVoucherCode, voucherRefusalOf } from '@/lib/voucher';

import { useAdminCreateCustomOrderMutation, useAdminProductsQuery } from '../api';
import {
  clearCustomOrder,
  loadLines,
  loadShipping,
  loadVoucherCode,
  saveLines,
  saveShipping,
  saveVoucherCode,
} from '../custom-order-storage';
import { useAdminEnvironment } from '../environment';
import { adminTexts } from '../texts';
import type { AdminProduct, BillingAddress, CustomLine, CustomOrderRequest, CustomShipping } from '../types';
import { useAdminErrorHandler, useAdminQueryError } from '../use-admin-error';
import {
  createLineSchema,
  createShippingSchema,
  customShippingOf,
  emptyLine,
  MAX_QUANTITY,
  MIN_QUANTITY,
  shippingFormValues,
  type LineFormValues,
  type ShippingFormValues,
} from '../validation';

import { EmptyState, PageHeader } from './admin-ui';
import styles from './admin-pages.module.css';
import { NumberField } from './form-fields';
import { VoucherCodeField } from './voucher-code-field';

const texts = adminTexts.addOrder;
const fields = texts.fields;

const NOT_PACKED = texts.processing.notPacked;
const PACKED = texts.processing.packed;

/** Spec §9: some products (the product's `packingRule`) are only sold individually packed (`lib/packing.ts`). */
function processingOptions(product: AdminProduct | undefined): SelectOption[] {
  return offeredPackings(product?.packingRule ?? 'any').map((packing) => {
    const label = packing === 'packed' ? PACKED : NOT_PACKED;
    return { value: label, label };
  });
}

function newLineKey(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

function ShippingForm({
  initial,
  onSaved,
}: {
  initial: ShippingFormValues;
  onSaved: (values: CustomShipping) => void;
}) {
  const schema = useMemo(() => createShippingSchema(), []);
  return (
    <Formik<ShippingFormValues>
      initialValues={initial}
      validationSchema={schema}
      // Saved as the server keeps it: trimmed, the USt-IdNr. compacted ('' stays '').
      onSubmit={(values) => onSaved(customShippingOf(values))}
    >
      {({ isSubmitting }) => (
        <StackedForm aria-label={texts.shippingTitle}>
          {/* As many columns as fit, the delivery country among them; 'PLZ' without the numeric keyboard. */}
          <ShippingFields layout="fluid" numericZipCode={false} />
          <BillingAddressFields name="billingAddress" toggleName="separateBilling" />
          <SubmitButton isSubmitting={isSubmitting}>{texts.saveShipping}</SubmitButton>
        </StackedForm>
      )}
    </Formik>
  );
}

/** An address as on a letter: name, street, postal code and city, country. */
function AddressLines({ address }: { address: BillingAddress }) {
  return (
    <address className={styles.address}>
      {address.legalName}
      <br />
      {address.street}
      <br />
      {address.zipCode} {address.city}
      <br />
      {countryName(address.country)}
    </address>
  );
}

function ShippingSummary({ shipping, onEdit }: { shipping: CustomShipping; onEdit: () => void }) {
  return (
    <div className={styles.savedShipping}>
      <p className={styles.savedTitle} role="status">
        <CheckCircleIcon size={20} />
        {texts.shippingSaved}
      </p>
      <dl className={styles.facts}>
        {REQUIRED_SHIPPING_FIELDS.map((key) => (
          <div key={key} className={styles.fact}>
            <dt>{shippingTexts.fields[key]}</dt>
            <dd>{shipping[key]}</dd>
          </div>
        ))}
        <div className={styles.fact}>
          <dt>{texts.country}</dt>
          <dd>{countryName(shipping.country)}</dd>
        </div>
        {OPTIONAL_SHIPPING_FIELDS.filter((key) => shipping[key] !== '').map((key) => (
          <div key={key} className={styles.fact}>
            <dt>{texts.savedOptional[key]}</dt>
            <dd>{shipping[key]}</dd>
          </div>
        ))}
        {shipping.billingAddress ? (
          <div className={styles.fact}>
            <dt>{texts.billingTitle}</dt>
            <dd>
              <AddressLines address={shipping.billingAddress} />
            </dd>
          </div>
        ) : null}
      </dl>
      <Button variant="outline" size="small" onClick={onEdit}>
        {texts.editShipping}
      </Button>
    </div>
  );
}

function LineForm({
  products,
  loading,
  onAdd,
}: {
  products: AdminProduct[];
  loading: boolean;
  onAdd: (line: CustomLine) => void;
}) {
  const { templates } = useAdminEnvironment();
  const schema = useMemo(() => createLineSchema(), []);
  const productOptions = products.map((product) => ({
    value: String(product.productId),
    label: `${product.name} – ${formatCents(product.price)}`,
  }));

  return (
    <Formik<LineFormValues>
      initialValues={emptyLine}
      validationSchema={schema}
      onSubmit={(values, { resetForm }) => {
        const product = products.find((candidate) => String(candidate.productId) === values.productId);
        if (product === undefined) return;
        onAdd({
          key: newLineKey(),
          productId: product.productId,
          productName: product.name,
          phone: values.phone.trim(),
          address: values.address.trim(),
          url: values.url.trim(),
          template: values.template,
          processingType: values.processingType,
          quantity: Number(values.quantity),
        });
        resetForm();
      }}
    >
      {({ isSubmitting, values, setFieldValue }) => {
        const product = products.find((candidate) => String(candidate.productId) === values.productId);
        const processing = processingOptions(product);
        return (
          <StackedForm aria-label={texts.lineTitle}>
            <div className={styles.formGrid}>
              <SelectField
                name="productId"
                label={fields.product}
                placeholder={loading ? texts.productsLoading : fields.productPlaceholder}
                options={productOptions}
                disabled={loading}
                onValueChange={(value) => {
                  const chosen = products.find((candidate) => String(candidate.productId) === value);
                  const offered = processingOptions(chosen).map((option) => option.value);
                  if (values.processingType !== '' && !offered.includes(values.processingType)) {
                    void setFieldValue('processingType', '', false);
                  }
                }}
              />
              <SelectField
                name="template"
                label={fields.template}
                placeholder={fields.templatePlaceholder}
                options={templates}
              />
              <TextField name="phone" label={fields.linePhone} type="tel" placeholder={fields.phonePlaceholder} />
              <TextField name="address" label={fields.lineAddress} placeholder={fields.addressPlaceholder} />
              <TextField name="url" label={fields.url} placeholder={fields.urlPlaceholder} />
              <SelectField
                name="processingType"
                label={fields.processingType}
                placeholder={fields.processingPlaceholder}
                options={processing}
              />
              <NumberField name="quantity" label={fields.quantity} min={MIN_QUANTITY} max={MAX_QUANTITY} step={1} />
            </div>
            <SubmitButton isSubmitting={isSubmitting}>{texts.addLine}</SubmitButton>
          </StackedForm>
        );
      }}
    </Formik>
  );
}

function LineList({ lines, onRemove }: { lines: CustomLine[]; onRemove: (key: string) => void }) {
  const { templateLabel } = useAdminEnvironment();
  if (lines.length === 0) return <EmptyState title={texts.noLines} icon={<PackageIcon />} />;
  return (
    <ol className={styles.customLines} aria-label={texts.linesTitle}>
      {lines.map((line, index) => (
        <li key={line.key} className={styles.customLine}>
          <div>
            <p className={styles.customLineName}>
              {index + 1}. {line.productName}
            </p>
            <p className={styles.customLineMeta}>
              {[
                texts.lineSummary(line.quantity),
                templateLabel(line.template),
                line.processingType,
                line.phone,
                line.address,
                line.url,
              ].join(' · ')}
            </p>
          </div>
          <Button
            variant="ghost"
            size="small"
            icon={<CloseIcon size={16} />}
            onClick={() => onRemove(line.key)}
            aria-label={texts.removeLineLabel(index + 1, line.productName)}
          >
            {texts.removeLine}
          </Button>
        </li>
      ))}
    </ol>
  );
}

function toRequest(shipping: CustomShipping, lines: readonly CustomLine[], typedCode: string): CustomOrderRequest {
  const { country, billingAddress, ...contact } = shipping;
  const voucherCode = normaliseVoucherCode(typedCode);
  return {
    orderType: 'Costume',
    orderLines: lines.map((line) => ({
      productId: line.productId,
      productType: 'PrimeProd',
      qte: line.quantity,
      processingType: line.processingType,
      template: line.template,
      address: line.address,
      phone: line.phone,
      url: line.url,
    })),
    // The optional fields only when given (absent means not given).
    shippingInfo: { ...toShippingInfo(contact), country },
    userId: null,
    // Without one, the shipping address and company name are the billing address.
    ...(billingAddress === null ? {} : { billingAddress }),
    // Without a code the key is left out: the server prices only a code it is sent.
    ...(voucherCode === '' ? {} : { voucherCode }),
  };
}

export function AdminAddOrderPage() {
  const navigate = useNavigate();
  const handleError = useAdminErrorHandler();
  const [shipping, setShipping] = useState<CustomShipping | null>(loadShipping);
  const [editingShipping, setEditingShipping] = useState(shipping === null);
  const [lines, setLines] = useState<CustomLine[]>(loadLines);
  const [voucherCode, setVoucherCode] = useState(loadVoucherCode);
  const [voucherRefusal, setVoucherRefusal] = useState<string | null>(null);
  const voucherInput = useRef<HTMLInputElement>(null);
  const productsQuery = useAdminProductsQuery();
  useAdminQueryError(productsQuery.error);
  const [createOrder, { isLoading: creating }] = useAdminCreateCustomOrderMutation();

  // Custom orders are card orders: the line form asks for a card's design data.
  const cards = (productsQuery.data?.products ?? []).filter((product) => product.kind === 'card');

  const onShippingSaved = (values: CustomShipping) => {
    setShipping(values);
    saveShipping(values);
    setEditingShipping(false);
  };

  const updateLines = (next: CustomLine[]) => {
    setLines(next);
    saveLines(next);
  };

  const onVoucherCodeChange = (code: string) => {
    setVoucherCode(code);
    saveVoucherCode(code);
    // The refusal was about the code as it was.
    setVoucherRefusal(null);
  };

  const onCreate = async () => {
    // What is being edited is not confirmed yet: only saved shipping data counts.
    if (shipping === null || editingShipping) {
      toast.error(texts.shippingRequired);
      return;
    }
    if (lines.length === 0) {
      toast.error(texts.linesRequired);
      return;
    }
    // Cleared first, so the same refusal again is announced again.
    setVoucherRefusal(null);
    try {
      await createOrder(toRequest(shipping, lines, voucherCode)).unwrap();
      clearCustomOrder();
      toast.success(texts.created);
      void navigate(paths.admin.orders.getHref());
    } catch (error) {
      const refusal = voucherRefusalOf(error);
      if (refusal === null) {
        handleError(error);
        return;
      }
      // Shown at the field, not as a toast; everything typed stays for another try.
      setVoucherRefusal(refusal);
      voucherInput.current?.focus();
    }
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title={texts.title}
        lead={texts.lead}
        action={
          <ButtonLink to={paths.admin.orders.getHref()} variant="outline">
            {texts.backToOrders}
          </ButtonLink>
        }
      />
      <div className={styles.twoColumns}>
        <section className={styles.card} aria-labelledby="custom-shipping">
          <h3 id="custom-shipping">{texts.shippingTitle}</h3>
          {shipping !== null && !editingShipping ? (
            <ShippingSummary shipping={shipping} onEdit={() => setEditingShipping(true)} />
          ) : (
            <ShippingForm initial={shippingFormValues(shipping)} onSaved={onShippingSaved} />
          )}
        </section>
        <section className={styles.card} aria-labelledby="custom-line">
          <h3 id="custom-line">{texts.lineTitle}</h3>
          <LineForm
            products={cards}
            loading={productsQuery.isLoading}
            onAdd={(line) => {
              updateLines([...lines, line]);
              toast.success(texts.lineAdded);
            }}
          />
        </section>
      </div>
      <section className={styles.card} aria-labelledby="custom-lines">
        <h3 id="custom-lines">{texts.linesTitle}</h3>
        <LineList lines={lines} onRemove={(key) => updateLines(lines.filter((line) => line.key !== key))} />
        <div className={styles.formGrid}>
          <VoucherCodeField
            value={voucherCode}
            onChange={onVoucherCodeChange}
            refusal={voucherRefusal}
            readOnly={creating}
            inputRef={voucherInput}
          />
        </div>
        <div className={styles.createRow}>
          <Button
            size="large"
            onClick={() => void onCreate()}
            disabled={creating}
            aria-busy={creating || undefined}
            icon={creating ? <Spinner size={18} /> : undefined}
          >
            {texts.create}
          </Button>
        </div>
      </section>
    </div>
  );
}
