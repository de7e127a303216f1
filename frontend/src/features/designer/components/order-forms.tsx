/**
 * The three order forms of spec §2: the card form (its design comes from the
 * preview), the form of the other products on the card route (bottle
 * openers: URL, logo) and the magnet form (sample number). Each hands a
 * complete order line to `onAddToCart`; the page decides what that does.
 */
import { Formik, type FormikProps } from 'formik';
import { useState, type ReactNode } from 'react';

import { TextField } from '@/components/form/fields';
import { FormFeedback } from '@/components/form/form-feedback';
import formStyles from '@/components/form/form.module.css';
import { CartIcon, HeartIcon } from '@/components/icons/icons';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';

import { BOTTLE_OPENER_LOGO_BOX } from '@/lib/card-design/card-layout';
import { packagingOptions, shownUnitPrice, unitPrice } from '../packaging';
import { DEFAULT_QR_MODE, designShortLink, qrDestinationText, type QrMode } from '../short-link';
import { designerTexts } from '../texts';
import type { DesignerProduct, OrderActions, OrderLineDraft, PreviewValues } from '../types';
import { useShortLinkPlaceholder } from '../use-short-link-placeholder';
import { createCardOrderSchema, createMagnetOrderSchema, createOtherOrderSchema } from '../validation';

import styles from './designer.module.css';
import { PackagingField, QuantityField, RemarksField } from './fields';
import { isRefusedLogo, LogoField } from './logo-field';
import { OrderSummary } from './order-summary';
import { QrModeField } from './qr-mode-field';

const texts = designerTexts.order;
const fields = designerTexts.fields;

/** A design taken over with 'Anwenden': the preview values and the template they were drawn on. */
export type AppliedDesign = PreviewValues & { template: string };

type FormProps = OrderActions & { product: DesignerProduct };

function OrderButtons({
  wishlistLabel,
  onAddToWishlist,
  isAddingToWishlist,
  isAddingToCart,
  beforeCart,
  cartDescribedBy,
}: {
  wishlistLabel: string;
  onAddToWishlist: () => void;
  isAddingToWishlist: boolean;
  isAddingToCart: boolean;
  /** A button right before 'In den Warenkorb' (the card's 'Anwenden'). */
  beforeCart?: ReactNode;
  /** The id of the text that says why the cart button waits. */
  cartDescribedBy?: string;
}) {
  return (
    <div className={styles.actions}>
      <Button
        variant="outline"
        onClick={onAddToWishlist}
        disabled={isAddingToWishlist}
        aria-busy={isAddingToWishlist || undefined}
        icon={isAddingToWishlist ? <Spinner size={18} /> : <HeartIcon size={18} />}
      >
        {wishlistLabel}
      </Button>
      {beforeCart}
      <Button
        type="submit"
        aria-describedby={cartDescribedBy}
        disabled={isAddingToCart}
        aria-busy={isAddingToCart || undefined}
        icon={isAddingToCart ? <Spinner size={18} /> : <CartIcon size={18} />}
      >
        {texts.toCart}
      </Button>
    </div>
  );
}

/** Adds the line; the button stays busy until the cart has it (logos are stored first). */
function useAdding(onAddToCart: OrderActions['onAddToCart']) {
  const [isAdding, setAdding] = useState(false);
  const add = async (line: OrderLineDraft) => {
    setAdding(true);
    try {
      await onAddToCart(line);
    } finally {
      setAdding(false);
    }
  };
  return { isAdding, add };
}

/** A cart line for `product`; what a form does not ask for stays empty. */
function orderLine(
  product: DesignerProduct,
  fields: Pick<OrderLineDraft, 'price' | 'quantity' | 'productType' | 'remarks'> & Partial<OrderLineDraft>,
): OrderLineDraft {
  return {
    id: product.productId,
    name: product.name,
    image: product.image,
    cardsPerPack: product.cardsPerPack,
    processingType: '',
    musterNum: '',
    templateCat: '',
    address: '',
    logo: '',
    url: '',
    phone: '',
    ...fields,
  };
}

function touchAll<Values extends object>(form: FormikProps<Values>, values: Values) {
  const touched = Object.fromEntries(Object.keys(values).map((key) => [key, true]));
  return form.setTouched(touched as Parameters<typeof form.setTouched>[0], false);
}

type CardOrderValues = { processingType: string; remarks: string; quantity: number };
const cardSchema = createCardOrderSchema();

/**
 * Where the card's design stands for the order box: `incomplete` after an
 * 'Anwenden' with empty preview fields, `changed` once a design applied
 * before was edited.
 */
export type ApplyStatus = { incomplete: boolean; changed: boolean };

type CardOrderFormProps = FormProps & {
  design: AppliedDesign | null;
  /** 'Anwenden': checks the preview form and takes its design over. */
  onApply: () => void;
  applyStatus: ApplyStatus;
};

const WAITS_ID = 'cart-waits-reason';

/** Under the buttons: why the cart waits, that the fields are incomplete, or that the design is applied. */
function ApplyFeedback({ design, applyStatus }: Pick<CardOrderFormProps, 'design' | 'applyStatus'>) {
  if (applyStatus.incomplete) {
    return <FormFeedback feedback={{ kind: 'error', message: designerTexts.validation.previewIncomplete }} />;
  }
  if (design !== null) {
    return <FormFeedback feedback={{ kind: 'success', message: designerTexts.preview.applied }} />;
  }
  return (
    <p id={WAITS_ID} className={styles.waits}>
      {applyStatus.changed ? texts.applyAgain : texts.applyFirst}
    </p>
  );
}

/**
 * Verarbeitung, Hinweise, Menge (category 2), the order's sums, and
 * 'Anwenden' next to 'In den Warenkorb'. The cart needs the applied design:
 * until then the form says why, and a click shows the §8 error toast.
 */
export function CardOrderForm({ product, design, onApply, applyStatus, ...actions }: CardOrderFormProps) {
  const { isAdding, add } = useAdding(actions.onAddToCart);
  const initialValues: CardOrderValues = { processingType: '', remarks: '', quantity: 1 };

  const submit = async (form: FormikProps<CardOrderValues>) => {
    const errors = await form.validateForm();
    await touchAll(form, form.values);
    if (design === null) {
      toast.error(designerTexts.validation.notApplied);
      return;
    }
    if (Object.keys(errors).length > 0) return;
    const { processingType, remarks, quantity } = form.values;
    await add(
      orderLine(product, {
        price: unitPrice(product, processingType),
        quantity,
        productType: 'PrimeProd',
        processingType,
        remarks: remarks.trim(),
        templateCat: design.template,
        address: design.address,
        logo: design.logo,
        url: design.url,
        phone: design.phone,
        qrMode: design.qrMode,
      }),
    );
  };

  return (
    <Formik<CardOrderValues> initialValues={initialValues} validationSchema={cardSchema} onSubmit={() => undefined}>
      {(form) => (
        <form
          noValidate
          className={formStyles.form}
          aria-label={texts.cardFormLabel}
          onSubmit={(event) => {
            event.preventDefault();
            void submit(form);
          }}
        >
          <PackagingField name="processingType" options={packagingOptions(product)} />
          <RemarksField name="remarks" />
          <QuantityField name="quantity" />
          <OrderSummary
            product={product}
            unitPrice={shownUnitPrice(product, form.values.processingType)}
            quantity={form.values.quantity}
          />
          <OrderButtons
            wishlistLabel={texts.toWishlist}
            onAddToWishlist={actions.onAddToWishlist}
            isAddingToWishlist={actions.isAddingToWishlist}
            isAddingToCart={isAdding}
            beforeCart={
              <Button type="button" variant="secondary" onClick={onApply}>
                {designerTexts.preview.apply}
              </Button>
            }
            cartDescribedBy={design === null && !applyStatus.incomplete ? WAITS_ID : undefined}
          />
          <ApplyFeedback design={design} applyStatus={applyStatus} />
        </form>
      )}
    </Formik>
  );
}

type OtherOrderValues = { url: string; qrMode: QrMode; logo: string; remarks: string; quantity: number };
const otherSchema = createOtherOrderSchema();

/** Where a bottle opener's code will lead, said while the URL is typed (it has no drawn preview). */
function QrDestination({ url, qrMode, valid }: { url: string; qrMode: QrMode; valid: boolean }) {
  const placeholder = useShortLinkPlaceholder();
  if (url.trim() === '' || !valid) return null;
  return <p className={styles.qrTargetLive}>{qrDestinationText(url, designShortLink(qrMode, placeholder))}</p>;
}

/**
 * QR Code URL, the kind of QR code, Logo, Hinweise, Menge: bottle openers,
 * at the product price without packing. A logo too small for print blocks
 * both buttons (the field's validation blocks the submit).
 */
export function OtherOrderForm({ product, ...actions }: FormProps) {
  const { isAdding, add } = useAdding(actions.onAddToCart);
  const initialValues: OtherOrderValues = { url: '', qrMode: DEFAULT_QR_MODE, logo: '', remarks: '', quantity: 1 };

  // The wishlist asks for no logo, but a chosen one must be printable.
  const addToWishlist = async (form: FormikProps<OtherOrderValues>) => {
    const errors = await form.validateForm();
    if (isRefusedLogo(form.values.logo, errors.logo)) {
      await form.setFieldTouched('logo', true, false);
      return;
    }
    actions.onAddToWishlist();
  };

  return (
    <Formik<OtherOrderValues>
      initialValues={initialValues}
      validationSchema={otherSchema}
      onSubmit={async (values) => {
        await add(
          orderLine(product, {
            price: product.price,
            quantity: values.quantity,
            productType: 'PrimeProd',
            remarks: values.remarks.trim(),
            logo: values.logo,
            url: values.url.trim(),
            qrMode: values.qrMode,
          }),
        );
      }}
    >
      {(form) => (
        <form noValidate className={formStyles.form} aria-label={texts.cardFormLabel} onSubmit={form.handleSubmit}>
          <TextField name="url" label={fields.url} placeholder={fields.urlPlaceholder} inputMode="url" />
          <QrModeField name="qrMode" />
          <QrDestination url={form.values.url} qrMode={form.values.qrMode} valid={form.errors.url === undefined} />
          <LogoField name="logo" label={fields.logo} box={BOTTLE_OPENER_LOGO_BOX} />
          <RemarksField name="remarks" />
          <QuantityField name="quantity" />
          <OrderSummary product={product} unitPrice={product.price} quantity={form.values.quantity} />
          <OrderButtons
            wishlistLabel={texts.toWishlistOther}
            onAddToWishlist={() => void addToWishlist(form)}
            isAddingToWishlist={actions.isAddingToWishlist}
            isAddingToCart={isAdding}
          />
        </form>
      )}
    </Formik>
  );
}

type MagnetOrderValues = { processingType: string; musterNum: string; remarks: string; quantity: number };
const magnetSchema = createMagnetOrderSchema();

/** Verarbeitung, Musternummer, Hinweise, Menge: a magnet pack of an existing design. */
export function MagnetOrderForm({ product, ...actions }: FormProps) {
  const { isAdding, add } = useAdding(actions.onAddToCart);
  const initialValues: MagnetOrderValues = { processingType: '', musterNum: '', remarks: '', quantity: 1 };

  return (
    <Formik<MagnetOrderValues>
      initialValues={initialValues}
      validationSchema={magnetSchema}
      onSubmit={async (values) => {
        await add(
          orderLine(product, {
            price: unitPrice(product, values.processingType),
            quantity: values.quantity,
            productType: 'MBNprod',
            processingType: values.processingType,
            remarks: values.remarks.trim(),
            musterNum: values.musterNum.trim(),
          }),
        );
      }}
    >
      {(form) => (
        <form noValidate className={formStyles.form} aria-label={texts.cardFormLabel} onSubmit={form.handleSubmit}>
          <PackagingField name="processingType" options={packagingOptions(product)} />
          <TextField name="musterNum" label={fields.sampleNumber} placeholder={fields.sampleNumberPlaceholder} />
          <RemarksField name="remarks" />
          <QuantityField name="quantity" />
          <OrderSummary
            product={product}
            unitPrice={shownUnitPrice(product, form.values.processingType)}
            quantity={form.values.quantity}
          />
          <OrderButtons
            wishlistLabel={texts.toWishlist}
            onAddToWishlist={actions.onAddToWishlist}
            isAddingToWishlist={actions.isAddingToWishlist}
            isAddingToCart={isAdding}
          />
        </form>
      )}
    </Formik>
  );
}
