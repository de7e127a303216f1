import { ButtonLink } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/config/paths';

import { designerTexts } from '../texts';

import styles from './order-area-placeholder.module.css';

/** Card category of spec §9; the preview designer applies to it only. */
const CARD_CATEGORY = 2;

type OrderAreaPlaceholderProps = { categoryId: number; kind: 'card' | 'magnet' };

/** Stands where the designer and the order form will be, so the product page never looks broken. */
export function OrderAreaPlaceholder({ categoryId, kind }: OrderAreaPlaceholderProps) {
  let text: string = designerTexts.other;
  if (kind === 'magnet') text = designerTexts.magnet;
  else if (categoryId === CARD_CATEGORY) text = designerTexts.card;

  return (
    <section className={styles.area} aria-labelledby="order-area-title">
      <h2 id="order-area-title">{designerTexts.sectionTitle}</h2>
      <ComingSoon
        actions={
          <ButtonLink to={paths.contact.getHref()} variant="outline">
            {designerTexts.contact}
          </ButtonLink>
        }
      >
        <p>{text}</p>
        <p>{designerTexts.meanwhile}</p>
      </ComingSoon>
    </section>
  );
}
