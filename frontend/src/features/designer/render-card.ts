/**
 * Draws a PrimeCard preview on a canvas at twice the card units of
 * `card-layout.ts`: the template as background, the logo fitted into its
 * box, phone and address centred on their lines, and a scannable QR code of
 * the URL on white. The geometry helpers are pure and tested on their own.
 */
import { ADDRESS_LINE, CARD_HEIGHT, CARD_WIDTH, LOGO_BOX, PHONE_LINE, QR_BOX } from './card-layout';
import { encodeQr, qrModulePixels, qrToRgba } from './qr';

/** Canvas pixels per card unit. */
export const PREVIEW_SCALE = 2;

export type CardDesign = {
  /** URL of the template artwork (an SVG of 450 x 750). */
  templateUrl: string;
  /** The logo as a data URL. */
  logo: string;
  address: string;
  phone: string;
  url: string;
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

const FONT_FAMILY = "'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";
const TEXT_COLOR = '#14213d';
const MIN_FONT_SIZE = 10;

export type TextStyle = { size: number; weight: number };

/** The largest font size from `style.size` down to 10 at which `text` fits `maxWidth`. */
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

const PHONE_STYLE: TextStyle = { size: 30, weight: 700 };
const ADDRESS_STYLE: TextStyle = { size: 22, weight: 500 };

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

/** Draws the QR code of `url` into QR_BOX, in whole device pixels. */
function drawQrCode(context: CanvasRenderingContext2D, url: string) {
  const box = {
    x: QR_BOX.x * PREVIEW_SCALE,
    y: QR_BOX.y * PREVIEW_SCALE,
    size: QR_BOX.size * PREVIEW_SCALE,
  };
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.fillStyle = '#ffffff';
  context.fillRect(box.x, box.y, box.size, box.size);
  const matrix = encodeQr(url);
  const raster = qrToRgba(matrix, qrModulePixels(matrix.length, box.size));
  const image = context.createImageData(raster.width, raster.height);
  image.data.set(raster.data);
  const offset = Math.floor((box.size - raster.width) / 2);
  context.putImageData(image, box.x + offset, box.y + offset);
  context.restore();
}

export type CardImages = { template: CanvasImageSource; logo: HTMLImageElement };

/** Draws a complete preview; `context` belongs to a canvas of CARD_WIDTH x CARD_HEIGHT x PREVIEW_SCALE. */
export function drawCard(context: CanvasRenderingContext2D, images: CardImages, design: CardDesign): void {
  context.setTransform(PREVIEW_SCALE, 0, 0, PREVIEW_SCALE, 0, 0);
  context.clearRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  context.drawImage(images.template, 0, 0, CARD_WIDTH, CARD_HEIGHT);

  const logo = fitContain(images.logo.naturalWidth, images.logo.naturalHeight, LOGO_BOX);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(images.logo, logo.x, logo.y, logo.width, logo.height);

  drawCentredLine(context, design.phone, PHONE_LINE, PHONE_STYLE);
  drawCentredLine(context, design.address, ADDRESS_LINE, ADDRESS_STYLE);
  drawQrCode(context, design.url);
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

/** Sizes `canvas`, loads template and logo, and draws the preview. */
export async function renderCardPreview(canvas: HTMLCanvasElement, design: CardDesign): Promise<void> {
  const [template, logo] = await Promise.all([loadImage(design.templateUrl), loadImage(design.logo)]);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The browser offers no 2D canvas');
  canvas.width = CARD_WIDTH * PREVIEW_SCALE;
  canvas.height = CARD_HEIGHT * PREVIEW_SCALE;
  drawCard(context, { template, logo }, design);
}
