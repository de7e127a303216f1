/**
 * A customer's card design at thumbnail size, drawn by the designer's own
 * renderer (`lib/card-design/render-card.ts`), for the lines of the cart,
 * the checkout and 'Meine Bestellungen'.
 *
 * Props: the line's design as the order keeps it — `template` (the template
 * key, e.g. 'burger'), `phone`, `address` (as typed; printed with ' · ' like
 * the card), `url`, `cardLogo` (a data URL or the shop's logo URL, '' for
 * none) and optionally `qrText`, what the code carries (the order's short
 * link; default: the URL's QR text). `alt` names the picture (default:
 * 'Ihr Entwurf: Vorlage Burger, Tel. …'); `width` is its CSS width in px
 * (the height follows the card, 4,5 × 7,5 cm); `fallbackSrc` is shown when
 * the design cannot be drawn (e.g. the product's image).
 *
 *   <CardThumbnail template="burger" phone="02161 123456" address="…" url="…" cardLogo={logo} />
 */
import { useEffect, useRef, useState } from 'react';

import { CARD_HEIGHT, CARD_WIDTH } from '@/lib/card-design/card-layout';
import { renderCardThumbnail } from '@/lib/card-design/render-card';
import { isTemplateCategory, templateName, templateUrl } from '@/lib/card-design/templates';

import styles from './card-thumbnail.module.css';

export const cardThumbnailTexts = {
  /** 'Ihr Entwurf: Vorlage Burger, Tel. 02161 123456' */
  alt: (template: string, phone: string) =>
    `Ihr Entwurf: Vorlage ${templateName(template)}${phone.trim() === '' ? '' : `, Tel. ${phone.trim()}`}`,
} as const;

export type CardThumbnailProps = {
  template: string;
  phone: string;
  address: string;
  url: string;
  cardLogo: string;
  qrText?: string;
  alt?: string;
  width?: number;
  fallbackSrc?: string;
};

/** Sharp on high-density screens, but never more than twice the CSS size. */
function pixelRatio(): number {
  return Math.min(2, Math.max(1, Math.round(window.devicePixelRatio || 1)));
}

export function CardThumbnail({
  template,
  phone,
  address,
  url,
  cardLogo,
  qrText,
  alt,
  width = 72,
  fallbackSrc,
}: CardThumbnailProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const label = alt ?? cardThumbnailTexts.alt(template, phone);
  const height = Math.round((width * CARD_HEIGHT) / CARD_WIDTH);
  const ratio = pixelRatio();
  // What is drawn, as one key: a failure belongs to the design it happened on.
  const drawKey = JSON.stringify([template, phone, address, url, cardLogo, qrText ?? null]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !isTemplateCategory(template)) return;
    let current = true;
    renderCardThumbnail(canvas, {
      templateUrl: templateUrl(template),
      logo: cardLogo,
      address,
      phone,
      url,
      shortLink: qrText ?? null,
    }).catch((error: unknown) => {
      console.error('Could not draw the design thumbnail', error);
      if (current) setFailed(drawKey);
    });
    return () => {
      current = false;
    };
  }, [drawKey, template, cardLogo, address, phone, url, qrText]);

  if (failed === drawKey || !isTemplateCategory(template)) {
    return fallbackSrc ? (
      <img className={styles.thumbnail} src={fallbackSrc} alt={label} width={width} height={height} />
    ) : (
      <span className={`${styles.thumbnail} ${styles.empty}`} role="img" aria-label={label} style={{ width, height }} />
    );
  }
  return (
    <canvas
      ref={canvasRef}
      className={styles.thumbnail}
      width={width * ratio}
      height={height * ratio}
      style={{ width, height }}
      role="img"
      aria-label={label}
    />
  );
}
