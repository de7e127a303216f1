/**
 * The product edit (spec §2 products page): a modal form for name,
 * description, price, surcharge and offer. Amounts are typed in euros the
 * German way and sent as cents. A refused save keeps everything typed and
 * shows the server's reason in the form; category, images and article number
 * are not editable.
 */
import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useId, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';

import { StackedForm, TextAreaField, TextField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { failureServerMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';

import { useAdminUpdateProductMutation } from '../api';
import { centsToEuroInput, parseEuroToCents } from '../money';
import { adminTexts } from '../texts';
import type { AdminProduct, ProductUpdate } from '../types';
import { httpStatus, useAdminErrorHandler } from '../use-admin-error';
import { createProductSchema } from '../validation';

import styles from './admin-pages.module.css';
import { dialogKeyHandler, focusableIn } from './dialog-keyboard';

const texts = adminTexts.products;

export type ProductFormValues = {
  name: string;
  description: string;
  price: string;
  relativePrice: string;
  specialOffer: string;
};

export function productFormValues(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: centsToEuroInput(product.price),
    relativePrice: centsToEuroInput(product.relativePrice),
    specialOffer: product.specialOffer ?? '',
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
  };
}

type ProductEditDialogProps = { product: AdminProduct; onClose: () => void };

/** Render it while editing; it closes by being unmounted. */
export function ProductEditDialog({ product, onClose }: ProductEditDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const schema = useMemo(() => createProductSchema(), []);
  const initialValues = useMemo(() => productFormValues(product), [product]);
  const [updateProduct, { isLoading: saving }] = useAdminUpdateProductMutation();
  const handleError = useAdminErrorHandler();

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focusableIn(dialogRef.current).at(0)?.focus();
    return () => previous?.focus();
  }, []);

  const onSubmit = async (values: ProductFormValues, helpers: FormikHelpers<ProductFormValues>) => {
    helpers.setStatus(undefined);
    const body = productUpdate(product.productId, values);
    if (body === null) return;
    try {
      await updateProduct(body).unwrap();
      toast.success(texts.saved);
      onClose();
    } catch (error) {
      // The server's own rules (400) and a product deleted meanwhile (404) belong in the form.
      const status = httpStatus(error);
      const message = failureServerMessage(error);
      if ((status === 400 || status === 404) && message !== null) helpers.setStatus(message);
      else handleError(error);
    }
  };

  const onKeyDown = dialogKeyHandler(onClose, saving);

  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        className={`${styles.dialog} ${styles.editDialog}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          {texts.editTitle(product.name)}
        </h2>
        <Formik<ProductFormValues> initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
          {({ isSubmitting, status }) => (
            <StackedForm aria-labelledby={titleId}>
              {typeof status === 'string' ? (
                <p role="alert" className={styles.formAlert}>
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
              <div className={styles.dialogActions}>
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
      </div>
    </div>,
    document.body,
  );
}
