/**
 * The customer's own design as a card line's thumbnail in 'Meine
 * Bestellungen', drawn from the line's fields; its QR code carries the
 * line's short link when it has one. Lines without a card design (sample
 * packs, bottle openers) have none.
 */
import { useMemo } from 'react';

import { useDesignKit, type ThumbnailDesign } from '../design-kit';
import { ordersTexts as texts } from '../texts';
import type { OrderLine } from '../types';

export function LineThumbnail({ line }: { line: OrderLine }) {
  const { CardThumbnail } = useDesignKit();
  const { template, cardLogo, address, phone, url, qrLink } = line;
  const design = useMemo<ThumbnailDesign>(
    () => ({ template, logo: cardLogo, address, phone, url, shortLink: qrLink ?? null }),
    [template, cardLogo, address, phone, url, qrLink],
  );
  if (template.trim() === '' || cardLogo.trim() === '') return null;
  return <CardThumbnail design={design} label={texts.designOf(line.name)} />;
}
