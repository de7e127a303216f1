/**
 * The card template artworks customers choose from in the card designer, one
 * per restaurant food category. Every SVG keeps the CONTENT_PANEL of
 * `card-layout.ts` opaque white and leaves the logo, text and QR boxes free:
 * the preview renderer draws the customer's content on top.
 */

/** The template keys in the order the designer offers them; each names `<key>.svg` here. */
export const TEMPLATE_CATEGORIES = [
  'baguette',
  'burger',
  'bowl',
  'chicken',
  'doner',
  'falafel',
  'fisch',
  'grill',
  'india',
  'gyros',
  'pasta',
  'pizza',
  'ramen',
  'rice',
  'schnitzel',
  'suchi',
  'tacos',
] as const;

/** One of the template keys. */
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** The template preselected for a new card. */
export const DEFAULT_TEMPLATE: TemplateCategory = 'baguette';

const LABELS: Record<TemplateCategory, string> = {
  baguette: 'Baguette',
  burger: 'Burger',
  bowl: 'Bowl',
  chicken: 'Chicken',
  doner: 'Döner',
  falafel: 'Falafel',
  fisch: 'Fisch',
  grill: 'Grill',
  india: 'Indisch',
  gyros: 'Gyros',
  pasta: 'Pasta',
  pizza: 'Pizza',
  ramen: 'Ramen',
  rice: 'Reis',
  schnitzel: 'Schnitzel',
  suchi: 'Sushi',
  tacos: 'Tacos',
};

// The artworks live in `design/templates/`, where the server's print proof
// reads them too. Imported as URLs (not inlined) so Vite fingerprints each
// artwork for long-lived caching.
const ASSET_URLS = import.meta.glob<string>('../../../../design/templates/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** Whether a string (a saved draft, a query parameter) names a template. */
export function isTemplateCategory(value: string): value is TemplateCategory {
  return (TEMPLATE_CATEGORIES as readonly string[]).includes(value);
}

/** The German display name of a template, as the designer shows it. */
export function templateLabel(category: TemplateCategory): string {
  return LABELS[category];
}

/** The designer's label of a stored template key ('burger' → 'Burger'); an unknown key as it is. */
export function templateName(key: string): string {
  return isTemplateCategory(key) ? templateLabel(key) : key;
}

/** The bundled URL of a template's SVG artwork; throws if the file is missing. */
export function templateUrl(category: TemplateCategory): string {
  const url = ASSET_URLS[`../../../../design/templates/${category}.svg`];
  if (url === undefined) {
    throw new Error(`Template artwork "${category}.svg" is missing from design/templates.`);
  }
  return url;
}
