/**
 * The short link a design's QR code carries when the customer keeps the
 * recommended choice ('short'). The real code is made when the order is
 * placed; until then the preview draws a placeholder code of the same length
 * (`X`, one of the code's own characters), so the drawn QR code has the same
 * number of modules as the printed one and looks as dense.
 */
import type { Schemas } from '@/lib/api-types';
import type { QrMode } from '@/lib/cart-line';

import { qrText } from '@/lib/card-design/qr-text';
import { designerTexts } from './texts';

export type { QrMode } from '@/lib/cart-line';

/** `GET /api/shop/qr-link-format`: every short link is `base` and a code of `codeLength` characters. */
export type QrLinkFormat = Schemas['QrLinkFormat'];

export const DEFAULT_QR_MODE: QrMode = 'short';

const texts = designerTexts.preview;

/** A character of the codes' alphabet (`23456789ABCDEFGHJKMNPQRSTUVWXYZ`), so it encodes like a real one. */
const PLACEHOLDER_CHARACTER = 'X';

/** `{base}XXXXXXXXXX`, or `null` for a format that names no usable link. */
export function placeholderShortLink(format: QrLinkFormat): string | null {
  const { base, codeLength } = format;
  if (base.trim() === '' || !Number.isInteger(codeLength) || codeLength < 1 || codeLength > 64) return null;
  return `${base}${PLACEHOLDER_CHARACTER.repeat(codeLength)}`;
}

/**
 * The short link a design's code carries: the placeholder when the customer
 * chose the short link and it is known, else `null` (the code carries the
 * URL; also while the format loads or when it could not be had).
 */
export function designShortLink(mode: QrMode, placeholder: string | null): string | null {
  return mode === 'short' ? placeholder : null;
}

/** 'QR-Code führt zu: …': the short link and, behind it, the URL's QR text; or the QR text alone. */
export function qrDestinationText(url: string, shortLink: string | null): string {
  const target = qrText(url);
  return shortLink === null ? texts.qrTarget(target) : texts.qrShortTarget(shortLink, target);
}
