/**
 * The product edit (spec §2 products page): a modal form for name,
 * description, price, surcharge, offer, packing rule and the cards in one
 * pack. Amounts are typed in
 * euros the German way and sent as cents. A failed save keeps everything
 * typed and shows the reason in the form; category, images and article
 * number are not editable.
 */
import { Formik, type FormikHelpers } from 'formik';
import { useId, useMemo } from 'react';

import { SelectField, StackedForm, TextAreaField, TextField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { ModalDialog, modalDialogClasses } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import type { PackingRule } from '@/lib/product-kind';
import { toast } from '@/lib/toast';

import { useAdminUpdateProductMutation } from '../api';
import { centsToEuroInput, parseEuroToCents } from '../money';
import { adminTexts } from '../texts';
import type { AdminProduct, ProductUpdate } from '../types';
import { useAdminErrorHandler } from '../use-admin-error';
import { createProductSchema } from '../validation';

import styles from './admin-pages.module.css';
import { HintedTextField } from './form-fields';

const texts = adminTexts.products;

const PACKING_RULE_OPTIONS: { value: PackingRule; label: string }[] = [
  { value: 'any', label: texts.packingRules.any },
  { value: 'packedOnly', label: texts.packingRules.packedOnly },
];

export type ProductFormValues = {
  name: string;
  description: string;
  price: string;
  relativePrice: string;
  specialOffer: string;
  packingRule: PackingRule;
  /** Digits as typed; sent as a number. */
  cardsPerPack: string;
};

export function productFormValues(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: centsToEuroInput(product.price),
    relativePrice: centsToEuroInput(product.relativePrice),
    specialOffer: product.specialOffer ?? '',
    packingRule: product.packingRule,
    cardsPerPack: String(product.cardsPerPack),
  };
}

/** The request body for valid form values; `null` if an amount does not parse (the schema prevents that). */
export function productUpdate(productId: number, values: ProductFormValues): ProductUpdate | null {
  const price = parseEuroToCents(values.price);
  const relativePrice = parseEuroToCents(values.relativePrice);
  if (price === null || relativePrice === null) return null;
  const specialOffer = values.specialOffer.trim();
  return {
    productId,
    name: values.name.trim(),
    description: values.description,
    price,
    relativePrice,
    specialOffer: specialOffer === '' ? null : specialOffer,
    packingRule: values.packingRule,
    cardsPerPack: Number(values.cardsPerPack.trim()),
  };
}

type ProductEditDialogProps = { product: AdminProduct; onClose: () => void };

/** Render it while editing; it closes by being unmounted. */
export function ProductEditDialog({ product, onClose }: ProductEditDialogProps) {
  const titleId = useId();
  const schema = useMemo(() => createProductSchema(), []);
  const initialValues = useMemo(() => productFormValues(product), [product]);
  const [updateProduct, { isLoading: saving }] = useAdminUpdateProductMutation();
  const handleError = useAdminErrorHandler();

  const onSubmit = async (values: ProductFormValues, helpers: FormikHelpers<ProductFormValues>) => {
    helpers.setStatus(undefined);
    const body = productUpdate(product.productId, values);
    if (body === null) return;
    try {
      await updateProduct(body).unwrap();
      toast.success(texts.saved);
      onClose();
    } catch (error) {
      // The server's own rules (400), a product deleted meanwhile (404) and every other failure
      // belong in the form: a toast would stay behind the modal dialog.
      handleError(error, { notify: (message) => helpers.setStatus(message) });
    }
  };

  return (
    <ModalDialog labelledBy={titleId} className={styles.editDialog} busy={saving} onClose={onClose}>
      <h2 id={titleId} className={modalDialogClasses.title}>
        {texts.editTitle(product.name)}
      </h2>
      <Formik<ProductFormValues> initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
        {({ isSubmitting, status }) => (
          <StackedForm aria-labelledby={titleId}>
            {typeof status === 'string' ? (
              <p role="alert" className={modalDialogClasses.alert}>
                {status}
              </p>
            ) : null}
            <TextField name="name" label={texts.fields.name} autoComplete="off" />
            <TextAreaField name="description" label={texts.fields.description} rows={5} />
            <TextField
              name="price"
              label={texts.fields.price}
              inputMode="decimal"
              placeholder={texts.fields.amountPlaceholder}
              autoComplete="off"
            />
            <TextField
              name="relativePrice"
              label={texts.fields.relativePrice}
              inputMode="decimal"
              placeholder={texts.fields.amountPlaceholder}
              autoComplete="off"
            />
            <TextField name="specialOffer" label={texts.fields.specialOffer} autoComplete="off" />
            <SelectField name="packingRule" label={texts.fields.packingRule} options={PACKING_RULE_OPTIONS} />
            <HintedTextField
              name="cardsPerPack"
              label={texts.fields.cardsPerPack}
              hint={texts.fields.cardsPerPackHint}
              inputMode="numeric"
              autoComplete="off"
            />
            <div className={modalDialogClasses.actions}>
              <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
                {texts.cancel}
              </Button>
              <Button
                type="submit"
                disabled={isSubmitting}
                aria-busy={isSubmitting || undefined}
                icon={isSubmitting ? <Spinner size={18} /> : undefined}
              >
                {texts.save}
              </Button>
            </div>
          </StackedForm>
        )}
      </Formik>
    </ModalDialog>
  );
}
