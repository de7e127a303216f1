/** German texts of the customer's orders (spec §2 My orders); labels the spec does not give are our own. */
export const ordersTexts = {
  pageTitle: 'Meine Bestellungen',
  pageLead: 'Alle bezahlten Bestellungen Ihres Unternehmens auf einen Blick.',
  signedOutTitle: 'Ups! Du musst dich zuerst anmelden',
  signedOutText: 'Ihre Bestellungen sehen Sie, sobald Sie in Ihrem Konto angemeldet sind.',
  toSignIn: 'Zur Anmeldung',
  listTitle: 'Bestellliste',
  columns: {
    number: 'Bestell-Nr',
    date: 'Datum',
    status: 'Status',
    total: 'Gesamt',
    details: 'Details',
    invoice: 'Rechnung',
    reorder: 'Nachbestellen',
  },
  /** Spec §2: the list shows every order as paid … */
  statusPaid: 'Bezahlt',
  /** … except one that was cancelled and whose payment was given back. */
  statusRefunded: 'Storniert und erstattet',
  refundedOn: (date: string) => `Erstattet am ${date}`,
  details: 'Details',
  detailsFor: (orderId: number) => `Details zur Bestellung ${orderId}`,
  /** The download of the order's invoice; its accessible name starts with the visible text. */
  invoice: 'Rechnung (PDF)',
  invoiceFor: (orderId: number) => `Rechnung (PDF) zu Bestellung ${orderId}`,
  /** The credit note that reverses a refunded order's invoice; named like the invoice. */
  creditNote: 'Gutschrift (PDF)',
  creditNoteFor: (orderId: number) => `Gutschrift (PDF) zu Bestellung ${orderId}`,
  /** Puts the order's lines back into the cart; the accessible name starts with the visible text. */
  reorder: 'Erneut bestellen',
  reorderFor: (orderId: number) => `Erneut bestellen: Bestellung ${orderId}`,
  reorderAdded: 'Die Artikel wurden in den Warenkorb gelegt.',
  reorderGone: (names: readonly string[]) =>
    `Nicht mehr erhältlich und daher nicht in den Warenkorb gelegt: ${names.join(', ')}.`,
  reorderFailed:
    'Die Bestellung konnte nicht erneut in den Warenkorb gelegt werden. Bitte versuchen Sie es später erneut.',
  emptyState: 'Sie haben noch keine Bestellungen',
  emptyStateHint: 'Sobald Sie eine Bestellung bezahlt haben, finden Sie sie hier.',
  shopNow: 'Jetzt einkaufen!',
  loading: 'Bestellungen werden geladen …',
  loadError: 'Die Bestellungen konnten nicht geladen werden.',
  loadErrorHint: 'Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
  detailsTitle: 'Bestelldetails',
  detailsOf: (orderId: number, date: string) => `Bestellung Nr. ${orderId} vom ${date}`,
  detailsLoading: 'Bestelldetails werden geladen …',
  detailsError: 'Die Bestelldetails konnten nicht geladen werden.',
  closeDetails: 'Details schließen',
  detailColumns: {
    article: 'Artikel',
    unitPrice: 'Einzelpreis',
    quantity: 'Menge',
    subtotal: 'Zwischensumme',
  },
  sampleNumber: (number: string) => `Musternummer: ${number}`,
  netTotal: 'Summe (netto)',
  grossTotal: 'Gesamt inkl. 19 % MwSt',
} as const;
