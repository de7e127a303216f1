/**
 * The designer's part of a product page: what goes into the left column
 * (carousel, preview) and the order form on the right. The page owns the
 * layout and hands it in as `layout`, so the two columns can share state
 * here without the designer knowing the catalogue.
 */
import { useMemo, useRef, useState, type ReactNode } from 'react';

import {
  DEFAULT_TEMPLATE,
  isTemplateCategory,
  TEMPLATE_CATEGORIES,
  templateLabel,
  templateUrl,
  type TemplateCategory,
} from '../templates';
import { designerTexts } from '../texts';
import { type DesignerProduct, type OrderActions, type PreviewValues } from '../types';

import { CardPreview } from './card-preview';
import styles from './designer.module.css';
import { CardOrderForm, MagnetOrderForm, OtherOrderForm, type AppliedDesign, type ApplyStatus } from './order-forms';
import { checkPreview, EMPTY_PREVIEW, PreviewForm, trimmed, type PreviewFormHandle } from './preview-form';
import { ThumbnailCarousel, type CarouselItem } from './thumbnail-carousel';

/** The two slots of the product header: the left column (default: the product image) and the order form. */
export type ProductSlots = { media?: ReactNode; order: ReactNode; stickyMedia?: boolean };

type DesignerProps = OrderActions & {
  product: DesignerProduct;
  layout: (slots: ProductSlots) => ReactNode;
};

const TEMPLATE_ITEMS: CarouselItem[] = TEMPLATE_CATEGORIES.map((key) => ({
  key,
  label: templateLabel(key),
  src: templateUrl(key),
}));

const carouselTexts = designerTexts.carousel;

/** The right column's order box. */
function OrderSection({ children }: { children: ReactNode }) {
  return (
    <section className={styles.order} aria-labelledby="order-title">
      <h2 id="order-title" className={styles.designerTitle}>
        {designerTexts.order.title}
      </h2>
      {children}
    </section>
  );
}
const previewTexts = designerTexts.preview;

/** Nothing typed, chosen or uploaded yet: the preview shows the bare template. */
function isBlank(values: PreviewValues): boolean {
  return values.address.trim() === '' && values.phone.trim() === '' && values.url.trim() === '' && values.logo === '';
}

function scrollIntoView(element: HTMLElement | null) {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'nearest' });
}

/**
 * Category 2: the preview and the template carousel left (sticky beside the
 * form on a desktop, above it on a phone), redrawn as the customer types;
 * the preview form and the order box right, 'Anwenden' next to 'In den
 * Warenkorb'.
 */
function CardDesigner({ product, layout, ...actions }: DesignerProps) {
  const [template, setTemplate] = useState<TemplateCategory>(DEFAULT_TEMPLATE);
  const [values, setValues] = useState<PreviewValues>(EMPTY_PREVIEW);
  const [applied, setApplied] = useState<AppliedDesign | null>(null);
  const [applyStatus, setApplyStatus] = useState<ApplyStatus>({ incomplete: false, changed: false });
  const formRef = useRef<PreviewFormHandle>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState(false);
  // One object per change of the values: the preview redraws when it changes.
  const shown = useMemo(() => (isBlank(values) ? null : trimmed(values)), [values]);

  // A change after 'Anwenden' says so; one after an incomplete 'Anwenden' clears its message.
  const unApply = () => {
    if (applied !== null) setApplyStatus({ incomplete: false, changed: true });
    else if (applyStatus.incomplete) setApplyStatus({ ...applyStatus, incomplete: false });
    setApplied(null);
  };

  const apply = async () => {
    const form = formRef.current;
    if (!form) return;
    const outcome = await checkPreview(form, 'apply');
    setApplyStatus((status) => ({ ...status, incomplete: outcome === 'incomplete' }));
    if (typeof outcome !== 'object') return;
    setApplied({ ...outcome, template });
  };

  const media = (
    <section className={styles.designer} aria-labelledby="designer-title">
      <h2 id="designer-title" className={styles.designerTitle}>
        {previewTexts.title}
      </h2>
      <div ref={previewRef} className={styles.previewAnchor}>
        <CardPreview
          templateUrl={templateUrl(template)}
          templateName={templateLabel(template)}
          templateKey={template}
          values={shown}
          pending={pending}
        />
      </div>
      <ThumbnailCarousel
        items={TEMPLATE_ITEMS}
        value={template}
        onChange={(key) => {
          if (!isTemplateCategory(key) || key === template) return;
          setTemplate(key);
          unApply();
        }}
        label={carouselTexts.templates}
        previousLabel={carouselTexts.previous}
        nextLabel={carouselTexts.next}
      />
    </section>
  );

  return layout({
    media,
    order: (
      <>
        <section className={styles.designForm} aria-labelledby="design-form-title">
          <h2 id="design-form-title" className={styles.designerTitle}>
            {previewTexts.formTitle}
          </h2>
          <p className={styles.lead}>{previewTexts.lead}</p>
          <PreviewForm
            formRef={formRef}
            onValuesChange={setValues}
            onPending={setPending}
            onShow={() => scrollIntoView(previewRef.current)}
            onEdit={unApply}
          />
        </section>
        <OrderSection>
          <CardOrderForm
            product={product}
            design={applied}
            onApply={() => void apply()}
            applyStatus={applyStatus}
            {...actions}
          />
        </OrderSection>
      </>
    ),
    stickyMedia: true,
  });
}

/** Front and back of a bottle opener (`image` and `imagePack`), one at a time. */
function ProductImages({ product }: { product: DesignerProduct }) {
  const items: CarouselItem[] = [{ key: 'front', label: carouselTexts.front, src: product.image }];
  if (product.imagePack) items.push({ key: 'back', label: carouselTexts.back, src: product.imagePack });
  const [selected, setSelected] = useState('front');
  const shown = items.find((item) => item.key === selected) ?? items[0];

  return (
    <div className={styles.gallery}>
      <div className={styles.galleryStage}>
        <img src={shown.src} alt={carouselTexts.imageAlt(product.name, shown.label)} width={480} height={480} />
      </div>
      {items.length > 1 ? (
        <ThumbnailCarousel
          items={items}
          value={shown.key}
          onChange={setSelected}
          label={carouselTexts.productImages}
          previousLabel={carouselTexts.previousImage}
          nextLabel={carouselTexts.nextImage}
        />
      ) : null}
    </div>
  );
}

/** The card route: the designer for cards, the URL-and-logo form for bottle openers. */
export function CardRouteDesigner(props: DesignerProps) {
  if (props.product.kind === 'card') return <CardDesigner {...props} />;
  const { product, layout, ...actions } = props;
  return layout({
    media: <ProductImages product={product} />,
    order: (
      <OrderSection>
        <OtherOrderForm product={product} {...actions} />
      </OrderSection>
    ),
  });
}

/** The magnet route: the pack image stays, the sample-number form goes right. */
export function MagnetRouteDesigner({ product, layout, ...actions }: DesignerProps) {
  return layout({
    order: (
      <OrderSection>
        <MagnetOrderForm product={product} {...actions} />
      </OrderSection>
    ),
  });
}
