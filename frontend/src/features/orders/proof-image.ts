/**
 * The proof as an image (`GET /api/order-lines/{id}/proof.png?width=W`): the
 * server rasterises the stored proof PDF, its whole page with the bleed, at
 * widths of 200 to 2000 pixels in steps of 100. The guides drawn over it come
 * from `design/card-layout.json`, which the proof itself is laid out by: the
 * trim (the card, or the bottle opener's print area), the bleed around it and
 * the safe area inside it.
 */
import layout from '../../../../design/card-layout.json';

import { env } from '@/config/env';

import type { DesignKind } from './design-kit';

/** Pixel widths the server renders: 200..2000 in steps of 100. */
export const PROOF_IMAGE_STEP = 100;
export const PROOF_IMAGE_MIN_WIDTH = 200;
export const PROOF_IMAGE_MAX_WIDTH = 2000;

/** The smallest width the server renders that is at least `pixels`, within its range. */
export function proofImageWidth(pixels: number): number {
  const stepped = Math.ceil((Number.isFinite(pixels) ? pixels : 0) / PROOF_IMAGE_STEP) * PROOF_IMAGE_STEP;
  return Math.min(PROOF_IMAGE_MAX_WIDTH, Math.max(PROOF_IMAGE_MIN_WIDTH, stepped));
}

/** The current version's image, or a stored `version` (only one whose PDF is kept has one). */
export function proofPngUrl(orderLineId: number, width: number, version?: number): string {
  const query = version === undefined ? `width=${width}` : `width=${width}&version=${version}`;
  return `${env.API_URL}/order-lines/${orderLineId}/proof.png?${query}`;
}

/**
 * What the image element asks for when shown `cssWidth` pixels wide: `src`
 * for this screen's pixel ratio, and `srcSet` with the widths for 1x, 2x and
 * 3x screens (fewer when the server's range folds them together), so the
 * browser picks the sharpest it needs.
 */
export function proofImageSources(
  orderLineId: number,
  cssWidth: number,
  devicePixelRatio: number,
  version?: number,
): { src: string; srcSet: string; sizes: string } {
  const ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  const widths = [...new Set([1, 2, 3].map((factor) => proofImageWidth(cssWidth * factor)))];
  return {
    src: proofPngUrl(orderLineId, proofImageWidth(cssWidth * ratio), version),
    srcSet: widths.map((width) => `${proofPngUrl(orderLineId, width, version)} ${width}w`).join(', '),
    sizes: `${Math.max(1, Math.round(cssWidth))}px`,
  };
}

/** A rectangle in layout units (0.1 mm), origin top left of the proof's page. */
export type Rect = { x: number; y: number; width: number; height: number };

/** The proof's page and the guides on it, in layout units. */
export type ProofGeometry = {
  /** The whole page: the trim plus the bleed on every side. */
  page: Rect;
  /** Where the card (or the bottle opener's print area) is cut. */
  trim: Rect;
  /** What must stay inside to be safe from the cut. */
  safe: Rect;
};

/** Content keeps 3 mm inside the trim. */
export const SAFE_MARGIN = 30;

/** The geometry of a card's or a bottle opener's proof. */
export function proofGeometry(kind: DesignKind): ProofGeometry {
  const { bleed } = layout;
  const size = kind === 'card' ? layout.card : layout.bottleOpener.printArea;
  const page = { x: 0, y: 0, width: size.width + 2 * bleed, height: size.height + 2 * bleed };
  const trim = { x: bleed, y: bleed, width: size.width, height: size.height };
  const safe = {
    x: trim.x + SAFE_MARGIN,
    y: trim.y + SAFE_MARGIN,
    width: trim.width - 2 * SAFE_MARGIN,
    height: trim.height - 2 * SAFE_MARGIN,
  };
  return { page, trim, safe };
}
