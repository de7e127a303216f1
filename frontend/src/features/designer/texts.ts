/**
 * German texts of the card designer and the order forms (spec §2, §5, §8).
 * The validation messages and the labels the spec names are word for word;
 * the rest (hints, accessible names) are our own.
 */
import type { PackContent } from '@/lib/packs';

type PackUnit = PackContent['unit'];

export const designerTexts = {
  validation: {
    required: 'Pflichtfeld',
    addressTooLong: 'Die Adresse darf nicht länger als 40 Zeichen sein.',
    phoneTooLong: 'Die Telefonnummer darf nicht länger als 20 Zeichen sein',
    invalidPhone: 'Ungültige Telefonnummer',
    urlTooLong: 'Die Url der Website darf nicht länger als 40 Zeichen sein',
    // Not in the spec: the API's own message for an address it refuses (crates/domain/src/values.rs).
    invalidUrl: 'Ungültige URL',
    sampleNumberTooLong: 'Die Musternummer darf nicht länger als 10 Zeichen sein',
    // Not in the spec: the API refuses longer remarks with this message.
    remarksTooLong: 'Die Hinweise dürfen nicht länger als 255 Zeichen sein',
    // Not in the spec: the API's message for a quantity it refuses (crates/domain/src/quantity.rs).
    quantity: 'Die Menge muss zwischen 1 und 15 liegen',
    previewIncomplete: 'Bitte füllen Sie alle Felder des Vorschauformulars aus',
    notApplied: 'Ihre Daten müssen angewendet werden, um das Produkt in den Warenkorb zu legen',
  },
  /** The logo's print resolution (logo-resolution.ts): dpi rounded down, pixels rounded up. */
  logoResolution: {
    low: (dpi: number, recommended: number) =>
      `Die Auflösung Ihres Logos ist gering (${dpi} dpi). Für ein scharfes Druckbild empfehlen wir mindestens ${recommended} dpi.`,
    tooSmall: (dpi: number, width: number, height: number) =>
      `Ihr Logo ist für den Druck zu klein (${dpi} dpi). Bitte laden Sie eine Datei mit mindestens ${width} × ${height} Pixeln hoch.`,
  },
  fields: {
    address: 'Adresse',
    addressPlaceholder: 'Straße Nr. /PLZ/ Ort',
    phone: 'Telefonnummer',
    phonePlaceholder: '+49 170 1234567',
    url: 'QR Code URL',
    urlPlaceholder: 'www.ihr-restaurant.de',
    previewLogo: 'Logo einfügen',
    logo: 'Logo',
    // The upload field's texts; its messages are the shared upload's (lib/image-file.ts).
    logoHint: 'JPG, PNG oder WEBP, höchstens 4 MB',
    logoReading: 'Logo wird gelesen …',
    logoChosen: (name: string) => `Ausgewählt: ${name}`,
    processing: 'Verarbeitung',
    processingPlaceholder: 'Wählen Sie eine Option',
    remarks: 'Hinweise',
    remarksPlaceholder: 'Wünsche zu Farben, Schrift oder Platzierung (optional)',
    sampleNumber: 'Musternummer',
    sampleNumberPlaceholder: 'z. B. MN-1001',
    quantity: 'Menge',
    decrease: 'Menge verringern',
    increase: 'Menge erhöhen',
  },
  processing: {
    notPacked: 'Magnete nicht einzeln verpackt',
    packed: 'Magnete einzeln in LDPE Tütchen verpackt',
    packedWithPrice: (euros: string) => `Magnete einzeln in LDPE Tütchen verpackt (+${euros}€)`,
  },
  carousel: {
    templates: 'Vorlage wählen',
    previous: 'Vorherige Vorlage',
    next: 'Nächste Vorlage',
    productImages: 'Produktansichten',
    previousImage: 'Vorherige Ansicht',
    nextImage: 'Nächste Ansicht',
    front: 'Vorderseite',
    back: 'Rückseite',
    imageAlt: (name: string, side: string) => `${name} – ${side}`,
  },
  preview: {
    title: 'Ihre PrimeCard gestalten',
    formTitle: 'Ihre Angaben für die Karte',
    lead: 'Wählen Sie eine Vorlage, fügen Sie Ihr Logo ein und tragen Sie Adresse, Telefonnummer und die Adresse für den QR-Code ein.',
    formLabel: 'Vorschauformular',
    show: 'Vorschau',
    apply: 'Anwenden',
    applied: 'Ihr Design wurde angewendet. Sie können die PrimeCard jetzt in den Warenkorb legen.',
    canvasLabel: 'Vorschau Ihrer PrimeCard',
    templateAlt: (label: string) => `Vorlage ${label}`,
    empty: 'Füllen Sie das Formular aus – die Vorschau zeigt Ihre PrimeCard, während Sie tippen.',
    drawing: 'Vorschau wird erstellt …',
    failed: 'Die Vorschau konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
    download: 'Vorschau herunterladen',
    downloadName: (template: string) => `primecard-vorschau-${template}.png`,
    /** Under the preview: the text the QR code carries (qr-text.ts), as the print proof encodes it. */
    qrTarget: (text: string) => `QR-Code führt zu: ${text}`,
    /** With the short link (contract text): the link the code carries and where it leads for now. */
    qrShortTarget: (shortLink: string, target: string) => `QR-Code führt zu: ${shortLink} → ${target}`,
  },
  /**
   * The kind of QR code of a card or bottle opener. The short link's label is
   * a contract text; the fixed one avoids the word 'Adresse', the address
   * field's own label.
   */
  qrMode: {
    legend: 'Art des QR-Codes',
    short: 'QR-Code mit änderbarem Kurzlink (empfohlen)',
    direct: 'QR-Code führt fest zur eingegebenen URL',
    hint: 'Mit dem Kurzlink können Sie nach der Bestellung jederzeit kostenlos unter „Meine QR-Codes“ ändern, wohin Ihr gedruckter QR-Code führt, und sehen, wie oft er gescannt wurde. Ihr persönlicher Kurzlink wird mit der Bestellung vergeben.',
  },
  order: {
    title: 'Bestellen',
    cardFormLabel: 'Bestellformular',
    toWishlist: 'Zur Wunschliste',
    toWishlistOther: 'Add To WishList',
    toCart: 'In den Warenkorb',
    /** Under the cart button until the design is applied (the §8 toast still shows on a click). */
    applyFirst: 'Bitte zuerst „Anwenden“ drücken, damit wir Ihren Entwurf übernehmen.',
    applyAgain: 'Sie haben Ihren Entwurf geändert. Bitte erneut „Anwenden“ drücken, damit wir ihn übernehmen.',
    /** The order box's sums: what the packs hold, the total for packing and quantity, one card's price. */
    summaryLabel: 'Ihre Auswahl',
    packs: (packs: number, cards: string, unit: PackUnit) =>
      `${packs} ${packs === 1 ? 'Paket' : 'Pakete'} = ${cards} ${unit === 'cards' ? 'Karten' : 'Magnete'}`,
    total: (amount: string) => `Gesamt: ${amount} exkl. MwSt`,
    perCard: (price: string, unit: PackUnit) => `${price} pro ${unit === 'cards' ? 'Karte' : 'Magnet'}`,
  },
} as const;
