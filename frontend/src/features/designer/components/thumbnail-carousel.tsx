import { useId, useRef } from 'react';

import { ChevronRightIcon } from '@/components/icons/icons';

import styles from './designer.module.css';

export type CarouselItem = { key: string; label: string; src: string };

type ThumbnailCarouselProps = {
  items: readonly CarouselItem[];
  value: string;
  onChange: (key: string) => void;
  /** Accessible name of the group, e.g. 'Vorlage wählen'. */
  label: string;
  previousLabel: string;
  nextLabel: string;
};

/**
 * A strip of thumbnails to pick one item from. The thumbnails are native
 * radio buttons, so Tab enters the group at the chosen one and the arrow
 * keys move the choice; the arrow buttons step through it as well.
 */
export function ThumbnailCarousel({ items, value, onChange, label, previousLabel, nextLabel }: ThumbnailCarouselProps) {
  const name = useId();
  const refs = useRef(new Map<string, HTMLInputElement>());
  const index = Math.max(
    0,
    items.findIndex((item) => item.key === value),
  );

  const step = (delta: number) => {
    const next = items[(index + delta + items.length) % items.length];
    onChange(next.key);
    // jsdom has no scrollIntoView; browsers bring the new choice into the strip.
    refs.current.get(next.key)?.closest('label')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  return (
    <div className={styles.carousel}>
      <button type="button" className={styles.carouselArrow} onClick={() => step(-1)} aria-label={previousLabel}>
        <ChevronRightIcon size={20} className={styles.flipped} />
      </button>
      <div role="radiogroup" aria-label={label} className={styles.thumbnails}>
        {items.map((item) => (
          <label key={item.key} className={styles.thumbnail}>
            <input
              ref={(element) => {
                if (element) refs.current.set(item.key, element);
                else refs.current.delete(item.key);
              }}
              type="radio"
              name={name}
              value={item.key}
              checked={item.key === value}
              onChange={() => onChange(item.key)}
              className="visually-hidden"
            />
            <img src={item.src} alt="" width={72} height={120} loading="lazy" fetchPriority="low" />
            <span className={styles.thumbnailLabel}>{item.label}</span>
          </label>
        ))}
      </div>
      <button type="button" className={styles.carouselArrow} onClick={() => step(1)} aria-label={nextLabel}>
        <ChevronRightIcon size={20} />
      </button>
    </div>
  );
}
