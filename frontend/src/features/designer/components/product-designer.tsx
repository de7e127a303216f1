/**
 * The designer's part of a product page: what goes into the left column
 * (carousel, preview) and the order form on the right. The page owns the
 * layout and hands it in as `layout`, so the two columns can share state
 * here without the designer knowing the catalogue.
 */
import { useState, type ReactNode } from 'react';

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
import { CardOrderForm, MagnetOrderForm, OtherOrderForm, type AppliedDesign } from './order-forms';
import { PreviewForm } from './preview-form';
import { ThumbnailCarousel, type CarouselItem } from './thumbnail-carousel';

/** The two slots of the product header: the left column (default: the product image) and the order form. */
export type ProductSlots = { media?: ReactNode; order: ReactNode };

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

/** Category 2: template carousel, preview form and canvas left; the card order form right. */
function CardDesigner({ product, layout, ...actions }: DesignerProps) {
  const [template, setTemplate] = useState<TemplateCategory>(DEFAULT_TEMPLATE);
  const [previewValues, setPreviewValues] = useState<PreviewValues | null>(null);
  const [applied, setApplied] = useState<AppliedDesign | null>(null);

  const media = (
    <section className={styles.designer} aria-labelledby="designer-title">
      <h2 id="designer-title" className={styles.designerTitle}>
        {previewTexts.title}
      </h2>
      <p className={styles.lead}>{previewTexts.lead}</p>
      <CardPreview
        templateUrl={templateUrl(template)}
        templateName={templateLabel(template)}
        templateKey={template}
        values={previewValues}
      />
      <ThumbnailCarousel
        items={TEMPLATE_ITEMS}
        value={template}
        onChange={(key) => {
          if (!isTemplateCategory(key) || key === template) return;
          setTemplate(key);
          setApplied(null);
        }}
        label={carouselTexts.templates}
        previousLabel={carouselTexts.previous}
        nextLabel={carouselTexts.next}
      />
      <PreviewForm
        onPreview={setPreviewValues}
        onApply={(values) => {
          setPreviewValues(values);
          setApplied({ ...values, template });
        }}
        onEdit={() => setApplied(null)}
        isApplied={applied !== null}
      />
    </section>
  );

  return layout({
    media,
    order: (
      <OrderSection>
        <CardOrderForm product={product} design={applied} {...actions} />
      </OrderSection>
    ),
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
