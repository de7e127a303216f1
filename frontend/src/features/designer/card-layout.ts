/**
 * The geometry of a PrimeCard preview, in card units (1 unit = 0.1 mm, so the
 * 4,5 cm x 7,5 cm card is 450 x 750, portrait). Template artworks keep the
 * content panel light and leave the logo, text and QR areas free of drawing;
 * the preview renderer draws the customer's data into exactly these boxes.
 */
export const CARD_WIDTH = 450;
export const CARD_HEIGHT = 750;

/** The light panel every template leaves behind the customer's content. */
export const CONTENT_PANEL = { x: 20, y: 20, width: 410, height: 570, radius: 24 } as const;

/** Spec §2: the logo is scaled into 230 x 180, keeping its aspect ratio. */
export const LOGO_BOX = { x: 110, y: 44, width: 230, height: 180 } as const;

/** Centre x and baseline y of the phone and address lines, with the widest a line may get. */
export const PHONE_LINE = { x: 225, y: 278, maxWidth: 380 } as const;
export const ADDRESS_LINE = { x: 225, y: 318, maxWidth: 380 } as const;

/** The QR code of the entered URL, quiet zone included, on white. */
export const QR_BOX = { x: 130, y: 350, size: 190 } as const;
