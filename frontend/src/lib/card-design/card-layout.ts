/**
 * The geometry of a PrimeCard preview, in card units (1 unit = 0.1 mm, so the
 * 4,5 cm x 7,5 cm card is 450 x 750, portrait). Template artworks keep the
 * content panel light and leave the logo, text and QR areas free of drawing;
 * the preview renderer draws the customer's data into exactly these boxes.
 *
 * Every number comes from `design/card-layout.json`, which the server's print
 * proof (crates/adapters/print) reads too: preview and proof share one layout,
 * and a number of it is written only there.
 */
import layout from '../../../../design/card-layout.json';

const { card, contentPanel, logoBox, phoneLine, addressLine, qrBox, logoDpi, bottleOpener } = layout;

export const CARD_WIDTH: number = card.width;
export const CARD_HEIGHT: number = card.height;

/** The light panel every template leaves behind the customer's content. */
export const CONTENT_PANEL = Object.freeze({
  x: contentPanel.x,
  y: contentPanel.y,
  width: contentPanel.width,
  height: contentPanel.height,
  radius: contentPanel.radius,
});

/** Spec §2: the logo is scaled into 230 x 180, keeping its aspect ratio. */
export const LOGO_BOX = Object.freeze({ x: logoBox.x, y: logoBox.y, width: logoBox.width, height: logoBox.height });

/** The bottle opener's logo box (its print area's units); the logo is fitted into it like on the card. */
export const BOTTLE_OPENER_LOGO_BOX = Object.freeze({
  x: bottleOpener.logoBox.x,
  y: bottleOpener.logoBox.y,
  width: bottleOpener.logoBox.width,
  height: bottleOpener.logoBox.height,
});

/** Print resolution of the fitted logo: below `minimum` it is refused, below `recommended` the customer is warned. */
export const LOGO_DPI = Object.freeze({ minimum: logoDpi.minimum, recommended: logoDpi.recommended });

/** Centre x and baseline y of the phone and address lines, with the widest a line may get. */
export const PHONE_LINE = Object.freeze({ x: phoneLine.x, y: phoneLine.y, maxWidth: phoneLine.maxWidth });
export const ADDRESS_LINE = Object.freeze({ x: addressLine.x, y: addressLine.y, maxWidth: addressLine.maxWidth });

/** The QR code of the entered URL, quiet zone included, on white. */
export const QR_BOX = Object.freeze({ x: qrBox.x, y: qrBox.y, size: qrBox.size });

/** Preferred font size (card units) and weight of a text line; it shrinks to MIN_FONT_SIZE to fit. */
export type TextStyle = { readonly size: number; readonly weight: number };

/** The phone line: bold in the layout, so weight 700. */
export const PHONE_STYLE: TextStyle = textStyle(phoneLine);
/** The address line: regular in the layout, so weight 400. */
export const ADDRESS_STYLE: TextStyle = textStyle(addressLine);

/** The smallest size a line shrinks to; below it the line is squeezed. */
export const MIN_FONT_SIZE: number = layout.minFontSize;

/** Colour of phone and address. */
export const TEXT_COLOR: string = layout.textColor;

/** Modules of white around the QR code, as the QR standard asks. */
export const QR_QUIET_ZONE_MODULES: number = layout.qrQuietZoneModules;

function textStyle(line: { size: number; bold: boolean }): TextStyle {
  return Object.freeze({ size: line.size, weight: line.bold ? 700 : 400 });
}
