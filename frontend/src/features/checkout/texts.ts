/**
 * German texts of checkout and payment, word for word where the spec gives
 * them (spec §2, §5, §8); labels and hints it does not give are our own.
 */
export const checkoutTexts = {
  pageTitle: 'Kasse',
  pageLead: 'Prüfen Sie Ihre Bestellung und geben Sie Ihre Kontaktinformationen ein.',

  signInRequired: 'Sie müssen sich anmelden, um mit dem Checkout fortzufahren',
  signInHint:
    'Mit Ihrem Kundenkonto sehen Sie Ihre Bestellungen später unter „Meine Bestellungen“. Sie können auch ohne Konto bestellen.',
  signIn: 'Sign In',
  guestCheckout: 'Checkout as Guest',

  emptyCart: 'Ihr Warenkorb ist leer',
  emptyCartHint: 'Legen Sie zuerst Produkte in den Warenkorb, um zur Kasse zu gehen.',
  toShop: 'Zum PrimeShop',

  /** The form's title; its fields are the shared shipping form's (`lib/shipping.ts`). */
  formTitle: 'Kontaktinformationen',
  termsBefore: 'Ich habe die ',
  termsLink: 'Allgemeinen Geschäftsbedingungen (AGB)',
  termsAfter: ' gelesen und akzeptiere sie.',
  pay: 'Jetzt bezahlen',
  payingHint: 'Sie werden zur sicheren Kartenzahlung weitergeleitet.',

  /** 'Zahlungsart': the payment provider, or on invoice for customers the shop has granted it. */
  payment: {
    legend: 'Zahlungsart',
    card: 'Kartenzahlung, PayPal und weitere über Stripe',
    /** The invoice choice while it cannot be chosen; the server's reason stands beneath it. */
    invoice: 'Kauf auf Rechnung',
    invoiceWithin: (days: number) => `Kauf auf Rechnung (zahlbar innerhalb von ${days} Tagen)`,
    checking: 'Kauf auf Rechnung wird geprüft …',
    /** The check failed without an answer of the server's. */
    unknown: 'Ob Kauf auf Rechnung möglich ist, konnte gerade nicht geprüft werden.',
    /** Beside the order button while invoice is chosen. */
    invoiceTerms: (days: number) => `Zahlbar innerhalb von ${days} Tagen ab Rechnungsdatum ohne Abzug.`,
    /** The order button while invoice is chosen (§ 312j BGB: the order obliges to pay). */
    orderOnInvoice: 'Zahlungspflichtig bestellen',
  },

  validation: {
    termsRequired: 'Sie müssen die Allgemeinen Geschäftsbedingungen akzeptieren',
  },

  /** The live check of a USt-IdNr. of another member state; the answers are the server's own sentences. */
  vatIdCheck: {
    checking: 'USt-IdNr. wird geprüft …',
    /** When the check failed without a sentence of the server's (no connection). */
    failed: 'Die USt-IdNr. konnte gerade nicht geprüft werden.',
  },

  /**
   * The delivery promise of the product pages, the cart and checkout: its sentence and its
   * reasons are the server's own ('Lieferung voraussichtlich …'); these are only the frame's words.
   */
  deliveryPromise: {
    loading: 'Liefertermin wird ermittelt …',
    why: 'Warum?',
    reasonsLabel: 'Was den Liefertermin verschiebt',
  },

  /** 'Express-Produktion' in the cart and in checkout; the price is the server's, named with its delivery promise. */
  express: {
    label: 'Express-Produktion',
    price: (price: string) => `+ ${price} zzgl. MwSt.`,
    hint: 'Versand am nächsten Werktag nach Zahlung und Freigabe. Verpassen wir den Termin, erstatten wir den Zuschlag.',
  },

  summaryTitle: 'Ihre Bestellung',
  summaryLabel: 'Bestellübersicht',
  quantity: (quantity: number) => `Menge: ${quantity}`,
  /** 'Menge: 5 Pakete (500 Karten)'; without the pack size (an older cart) the packs alone. */
  packQuantity: (packs: number, cards: string | null, unit: 'cards' | 'magnets') =>
    `Menge: ${packs} ${packs === 1 ? 'Paket' : 'Pakete'}${cards === null ? '' : ` (${cards} ${unit === 'cards' ? 'Karten' : 'Magnete'})`}`,
  /** Cards and magnets are sold by the pack, bottle openers by the piece. */
  unitPrice: (price: string, perPack: boolean) => `${price} / ${perPack ? 'Paket' : 'Stück'}`,
  /** The template as the designer names it. */
  template: (name: string) => `Vorlage: ${name}`,
  netPrices: 'Alle Preise exkl. MwSt',
  total: 'Gesamt',

  errors: {
    logoUpload: 'Etwas ist schief gelaufen. Bitte versuchen Sie es noch einmal',
    createOrder:
      'Ihre Bestellung konnte nicht bearbeitet werden. Bitte überprüfen Sie Ihre Informationen und versuchen Sie es erneut',
    sessionNetwork: 'Netzwerkfehler. Bitte überprüfen Sie Ihre Internetverbindung und versuchen Sie es erneut',
    sessionUnexpected:
      'Ein unerwarteter Fehler ist während der Kaufabwicklung aufgetreten. Bitte versuchen Sie es erneut',
    redirect: 'Ein unerwarteter Fehler ist beim Stripe-Checkout aufgetreten. Bitte versuchen Sie es erneut',
  },

  pending: {
    title: 'Bestellbestätigung',
    waiting: 'Ihre Zahlung wird bestätigt …',
    waitingHint: 'Das dauert meist nur wenige Sekunden. Bitte schließen Sie diese Seite nicht.',
    noOrder: 'Keine Bestellung angegeben',
    noOrderHint:
      'Diese Seite zeigt den Zahlungsstatus einer Bestellung. Öffnen Sie sie über den Link nach dem Bezahlen.',
    thanks: 'Vielen Dank für Ihre Bestellung!',
    thanksHint: 'Wir haben Ihre Zahlung erhalten. Eine Bestätigung haben wir Ihnen per E-Mail geschickt.',
    /** An order with design lines: printing waits for the customer's approval of the proofs (issue 34). */
    nextStep: 'Jetzt Druckabzug prüfen – wir drucken erst nach Ihrer Freigabe.',
    reviewProof: 'Druckabzug prüfen',
    orderNumber: 'Bestellnummer',
    shippingDate: 'Zugesagter Versand',
    paymentStatus: 'Zahlungsstatus',
    paid: 'Erfolgreich',
    total: 'Gesamt',
    totalNote: 'inkl. 19 % MwSt',
    paymentTime: 'Zahlungszeitpunkt',
    unknown: '—',
    backToShop: 'Zurück zum PrimeShop',
    /**
     * An order on invoice: nothing to wait for, the invoice comes by mail (contract text word for word).
     * The payment status names no due date, so the sentence is the one without it.
     */
    invoiced: 'Die Rechnung mit Zahlungsziel und Bankverbindung erhalten Sie per E-Mail.',
    /** A delayed payment (SEPA) is on its way; contract text word for word. */
    processingTitle: 'Vielen Dank für Ihre Bestellung!',
    processing: 'Ihre Zahlung wird bearbeitet. Wir senden Ihnen eine E-Mail, sobald sie eingegangen ist.',
  },
} as const;
