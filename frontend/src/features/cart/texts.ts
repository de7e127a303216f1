import { cartButtonTexts } from './button-texts';

/** German texts of the cart (spec §2, §8). */
export const cartTexts = {
  ...cartButtonTexts,
  pageTitle: 'Warenkorb',
  emptyState: 'Sie haben noch keine Produkte platziert',
  shopNow: 'Jetzt einkaufen!',
  overview: 'Überblick',
  toCheckout: 'Zur Kasse gehen',
  backToShop: 'Zurück zum Einkaufen',
  added: 'Produkt zum Warenkorb hinzugefügt',
  merged: 'Produkt bereits in Ihrem Warenkorb! Menge wird aktualisiert',
  removed: 'Produkt aus dem Warenkorb entfernt',
  addFailed: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut',
  tableLabel: 'Produkte im Warenkorb',
  columns: {
    product: 'Produkt',
    type: 'Typ',
    price: 'Preis',
    quantity: 'Menge',
    subtotal: 'Zwischensumme',
    remove: 'Entfernen',
  },
  noProcessing: '—',
  /** A card or magnet pack is priced per 'Paket'; a bottle opener per piece, as it is. */
  unitPrice: (price: string, perPack: boolean) => (perPack ? `${price} / Paket` : price),
  /** '5 Pakete = 500 Karten', or '5 Pakete' when the line does not know its pack size. */
  packs: (packs: number, cards: string | null, unit: 'cards' | 'magnets') =>
    `${packs} ${packs === 1 ? 'Paket' : 'Pakete'}${cards === null ? '' : ` = ${cards} ${unit === 'cards' ? 'Karten' : 'Magnete'}`}`,
  remove: (name: string) => `Entfernen: ${name}`,
  decrease: (name: string) => `Menge verringern: ${name}`,
  increase: (name: string) => `Menge erhöhen: ${name}`,
  quantityOf: (name: string) => `Menge: ${name}`,
  design: {
    template: 'Vorlage',
    logo: 'Logo',
    logoAlt: (name: string) => `Logo für ${name}`,
    logoLoading: 'Logo wird geladen …',
    logoMissing:
      'Logo nicht mehr verfügbar – bitte entfernen Sie die Position und legen Sie das Produkt erneut in den Warenkorb.',
    address: 'Adresse',
    phone: 'Telefon',
    url: 'QR Code URL',
    /** A reordered line prints the short link it was ordered with again. */
    qrLinkKept: (link: string) => `QR-Code wie bisher: ${link}`,
    sampleNumber: 'Musternummer',
    remarks: 'Hinweise',
  },
  /** The Aktionscode field of the cart and of checkout; the server words every refusal itself. */
  voucher: {
    label: 'Aktionscode',
    apply: 'Einlösen',
    applied: (code: string) => `Aktionscode ${code} eingelöst`,
    remove: 'Entfernen',
    removeLabel: (code: string) => `Entfernen: Aktionscode ${code}`,
    rechecking: 'Aktionscode wird geprüft …',
    empty: 'Bitte geben Sie einen Aktionscode ein.',
    failed: 'Der Aktionscode konnte nicht geprüft werden. Bitte versuchen Sie es erneut.',
  },
} as const;
