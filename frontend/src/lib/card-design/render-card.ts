/**
 * Draws a PrimeCard preview on a canvas at twice the card units of
 * `card-layout.ts`: the template as background, the logo fitted into its
 * box, phone and address centred on their lines in the font the print proof
 * uses, and a scannable QR code on white: of the short link when the design
 * has one, else of the URL's QR text. The geometry
 * helpers are pure and tested on their own.
 */
import './card-font.css';

import {
  ADDRESS_LINE,
  ADDRESS_STYLE,
  CARD_HEIGHT,
  CARD_WIDTH,
  LOGO_BOX,
  MIN_FONT_SIZE,
  PHONE_LINE,
  PHONE_STYLE,
  QR_BOX,
  TEXT_COLOR,
  type TextStyle,
} from './card-layout';
import { printedAddress } from '../printed-address';

import { encodeQr, qrModulePixels, qrToRgba } from './qr';
import { qrText } from './qr-text';

export type { TextStyle } from './card-layout';

/** Canvas pixels per card unit. */
export const PREVIEW_SCALE = 2;

export type CardDesign = {
  /** URL of the template artwork (an SVG of 450 x 750). */
  templateUrl: string;
  /** The logo as a data URL or a URL of the shop's; '' draws none (a design still being filled in). */
  logo: string;
  /** As typed: the card prints it by `printedAddress`. */
  address: string;
  phone: string;
  url: string;
  /** The short link the code carries instead of the URL (a placeholder before the order); `null`: the URL. */
  shortLink: string | null;
};

type Box = { x: number; y: number; width: number; height: number };

/** The largest rectangle of the given aspect ratio inside `box`, centred. */
export function fitContain(width: number, height: number, box: Box): Box {
  if (width <= 0 || height <= 0) return { x: box.x + box.width / 2, y: box.y + box.height / 2, width: 0, height: 0 };
  const scale = Math.min(box.width / width, box.height / height);
  const fitted = { width: width * scale, height: height * scale };
  return {
    x: box.x + (box.width - fitted.width) / 2,
    y: box.y + (box.height - fitted.height) / 2,
    ...fitted,
  };
}

/**
 * The family of card-font.css: Liberation Sans, the font the server's proof
 * embeds. The fallbacks only stand in should the files fail to load.
 */
export const CARD_FONT_FAMILY = 'PrimeCards Liberation Sans';
const FONT_FAMILY = `'${CARD_FONT_FAMILY}', 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif`;

/** The largest font size from `style.size` down to MIN_FONT_SIZE at which `text` fits `maxWidth`. */
export function fitFontSize(
  measure: (text: string, font: string) => number,
  text: string,
  maxWidth: number,
  style: TextStyle,
): number {
  for (let size = style.size; size > MIN_FONT_SIZE; size--) {
    if (measure(text, fontOf(style.weight, size)) <= maxWidth) return size;
  }
  return MIN_FONT_SIZE;
}

function fontOf(weight: number, size: number): string {
  return `${weight} ${size}px ${FONT_FAMILY}`;
}

/**
 * Loads the card font's faces of both lines, so the canvas draws with them
 * and not with a fallback (a canvas does not wait for a font, and
 * `font-display: block` alone does not start the download). Does nothing
 * where the document has no font loading API (jsdom); a face that fails to
 * load leaves the fallbacks, with a warning.
 */
export async function loadCardFonts(fonts: FontFaceSet | undefined = documentFonts()): Promise<void> {
  if (typeof fonts?.load !== 'function') return;
  try {
    const loaded = await Promise.all(
      [PHONE_STYLE, ADDRESS_STYLE].map((style) => fonts.load(`${style.weight} ${style.size}px '${CARD_FONT_FAMILY}'`)),
    );
    if (loaded.some((faces) => faces.length === 0)) {
      console.warn(`The card font '${CARD_FONT_FAMILY}' is not declared; the preview uses a fallback font`);
    }
  } catch (error) {
    console.warn(`The card font '${CARD_FONT_FAMILY}' could not be loaded; the preview uses a fallback font`, error);
  }
}

function documentFonts(): FontFaceSet | undefined {
  return typeof document === 'undefined' ? undefined : (document as { fonts?: FontFaceSet }).fonts;
}

function drawCentredLine(
  context: CanvasRenderingContext2D,
  text: string,
  line: { x: number; y: number; maxWidth: number },
  style: TextStyle,
) {
  const measure = (candidate: string, font: string) => {
    context.font = font;
    return context.measureText(candidate).width;
  };
  context.font = fontOf(style.weight, fitFontSize(measure, text, line.maxWidth, style));
  context.fillStyle = TEXT_COLOR;
  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';
  // maxWidth as a last resort: at the smallest size the browser squeezes the line.
  context.fillText(text, line.x, line.y, line.maxWidth);
}

/** Draws the QR code of `text` into QR_BOX, in whole device pixels. */
function drawQrCode(context: CanvasRenderingContext2D, text: string) {
  const box = {
    x: QR_BOX.x * PREVIEW_SCALE,
    y: QR_BOX.y * PREVIEW_SCALE,
    size: QR_BOX.size * PREVIEW_SCALE,
  };
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.fillStyle = '#ffffff';
  context.fillRect(box.x, box.y, box.size, box.size);
  const matrix = encodeQr(text);
  const raster = qrToRgba(matrix, qrModulePixels(matrix.length, box.size));
  const image = context.createImageData(raster.width, raster.height);
  image.data.set(raster.data);
  const offset = Math.floor((box.size - raster.width) / 2);
  context.putImageData(image, box.x + offset, box.y + offset);
  context.restore();
}

export type CardImages = { template: CanvasImageSource; logo: HTMLImageElement | null };

/** Draws a complete preview; `context` belongs to a canvas of CARD_WIDTH x CARD_HEIGHT x PREVIEW_SCALE. */
export function drawCard(context: CanvasRenderingContext2D, images: CardImages, design: CardDesign): void {
  context.setTransform(PREVIEW_SCALE, 0, 0, PREVIEW_SCALE, 0, 0);
  context.clearRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  context.drawImage(images.template, 0, 0, CARD_WIDTH, CARD_HEIGHT);

  if (images.logo) {
    const logo = fitContain(images.logo.naturalWidth, images.logo.naturalHeight, LOGO_BOX);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(images.logo, logo.x, logo.y, logo.width, logo.height);
  }

  drawCentredLine(context, design.phone, PHONE_LINE, PHONE_STYLE);
  drawCentredLine(context, printedAddress(design.address), ADDRESS_LINE, ADDRESS_STYLE);
  // The code carries what the proof's code carries: the short link, or the URL with its scheme.
  drawQrCode(context, design.shortLink ?? qrText(design.url));
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Could not load image ${src.slice(0, 64)}`));
    image.src = src;
  });
}

/** Sizes `canvas`, loads template, logo and the card font, and draws the preview. */
export async function renderCardPreview(canvas: HTMLCanvasElement, design: CardDesign): Promise<void> {
  const [template, logo] = await Promise.all([
    loadImage(design.templateUrl),
    design.logo === '' ? null : loadImage(design.logo),
    loadCardFonts(),
  ]);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The browser offers no 2D canvas');
  canvas.width = CARD_WIDTH * PREVIEW_SCALE;
  canvas.height = CARD_HEIGHT * PREVIEW_SCALE;
  drawCard(context, { template, logo }, design);
}

/**
 * Draws the design at thumbnail size: the full preview off screen, scaled
 * down into `canvas` (whose pixel size the caller chose). A canvas, not an
 * image URL: a logo hosted elsewhere may taint it, which only forbids reading
 * the pixels back, never showing them.
 */
export async function renderCardThumbnail(canvas: HTMLCanvasElement, design: CardDesign): Promise<void> {
  const full = document.createElement('canvas');
  await renderCardPreview(full, design);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The browser offers no 2D canvas');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.drawImage(full, 0, 0, canvas.width, canvas.height);
}
