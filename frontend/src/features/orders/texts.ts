/** German texts of the customer's orders (spec §2 My orders); labels the spec does not give are our own. */
export const ordersTexts = {
  pageTitle: 'Meine Bestellungen',
  pageLead: 'Alle Bestellungen Ihres Unternehmens auf einen Blick.',
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
  /** A cancelled order whose payment was given back; any other order shows its status (lib/order-status). */
  statusRefunded: 'Storniert und erstattet',
  /** Under the status when the payment is not (yet) in: its German label (lib/order-status). */
  paymentStatus: (label: string) => `Zahlung: ${label}`,
  refundedOn: (date: string) => `Erstattet am ${date}`,
  /** A paid order whose proofs are not all approved: nothing is printed before the customer's approval. */
  awaitingApproval: 'Wartet auf Ihre Freigabe',
  awaitingApprovalFor: (orderId: number) => `Wartet auf Ihre Freigabe: Druckabzüge der Bestellung ${orderId} prüfen`,
  /** A payment that takes days (SEPA direct debit): the order is placed, its invoice follows the payment. */
  paymentProcessing: 'Zahlung in Bearbeitung',
  /** Under the status of an order on invoice (`invoice-state.ts`); each date `TT.MM.JJJJ`. */
  invoiceOpen: (dueOn: string) => `Offen – fällig am ${dueOn}`,
  invoiceOverdue: (since: string) => `Überfällig seit ${since}`,
  invoicePaid: (paidOn: string) => `Bezahlt am ${paidOn}`,
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
  /** A card line's thumbnail: the customer's own design. */
  designOf: (name: string) => `Ihr Design: ${name}`,
  /** The order's express surcharge (net), and when it was given back because the order shipped late. */
  express: 'Express-Produktion',
  expressRefunded: (date: string) => `Express-Zuschlag erstattet am ${date}`,
  netTotal: 'Summe (netto)',
  grossTotal: 'Gesamt inkl. 19 % MwSt',
  /** The total of a tax-free intra-community supply, under its VAT line (`euTexts.intraCommunityVat`). */
  total: 'Gesamt',
  status: (label: string) => `Status: ${label}`,
  proofsTitle: 'Druckabzüge',
} as const;

/** Cancelling an order (contract texts word for word). */
export const cancelTexts = {
  cancellableUntil: (dateTime: string) => `Stornierbar bis ${dateTime} Uhr`,
  cancel: 'Bestellung stornieren',
  dialogTitle: 'Bestellung stornieren',
  question: (orderId: number) =>
    `Möchten Sie Bestellung ${orderId} wirklich stornieren? Der bezahlte Betrag wird Ihnen erstattet.`,
  confirm: 'Bestellung stornieren',
  abort: 'Abbrechen',
  failed: 'Die Bestellung konnte nicht storniert werden. Bitte versuchen Sie es später erneut.',
} as const;

/** The print proof of a design line, its approval and a requested change. */
export const proofTexts = {
  title: (name: string) => `Druckabzug: ${name}`,
  version: (version: number, dateTime: string) => `Version ${version} vom ${dateTime} Uhr`,
  /** The proof's image; also the name of the area it is shown and zoomed in. */
  imageAlt: (name: string, version: number) => `Druckabzug ${name}, Version ${version}`,
  imageLoading: 'Druckabzug wird geladen …',
  imageFailed: 'Der Druckabzug konnte nicht geladen werden.',
  imageRetry: 'Erneut versuchen',
  /** The guides drawn over the image, from the proof's own layout. */
  guidesLabel: 'Hilfslinien einblenden',
  guides: {
    trim: 'Schnittkante',
    bleed: 'Beschnitt',
    safe: 'Sicherheitsabstand',
  },
  guidesHint:
    'Der Beschnitt außerhalb der Schnittkante fällt beim Schneiden weg. Texte, Logo und QR-Code gehören innerhalb des Sicherheitsabstands.',
  zoomLabel: (name: string) => `Vergrößerung: ${name}`,
  zoomIn: 'Vergrößern',
  zoomOut: 'Verkleinern',
  zoomFit: 'Ganze Karte',
  zoomLevel: (percent: number) => `${percent} %`,
  /** The customer confirms having read the proof; until then 'Druck freigeben' waits. */
  checked: 'Ich habe Texte, Telefonnummer und QR-Code geprüft.',
  /** After a change: the current version beside the one before it. */
  compareTitle: 'Vergleich mit der vorherigen Version',
  currentCaption: (version: number) => `Version ${version} (aktuell)`,
  previousCaption: (version: number) => `Version ${version} (vorher)`,
  changedFields: (names: readonly string[]) => `Geändert: ${names.join(', ')}`,
  nothingChanged: 'Texte, Logo, Vorlage und QR-Code sind unverändert.',
  notKept: (version: number) => `Der Druckabzug der Version ${version} wird nicht mehr aufbewahrt.`,
  /** The design fields as the change form names them, in the order the card shows them. */
  designFields: {
    template: 'Vorlage',
    cardLogo: 'Logo',
    phone: 'Telefonnummer',
    address: 'Adresse',
    url: 'QR Code URL',
  },
  download: 'Druckabzug (PDF)',
  downloadFor: (name: string, version: number) => `Druckabzug (PDF) ${name}, Version ${version}`,
  /** The first version is still being rendered (`currentVersion` 0). */
  rendering: 'Druckabzug wird erstellt …',
  qrReadable: 'Der QR-Code dieses Druckabzugs wurde geprüft und ist lesbar.',
  qrUnreadable:
    'Der QR-Code dieses Druckabzugs konnte nicht gelesen werden. Bitte ändern Sie das Design oder kontaktieren Sie uns.',
  approve: 'Druck freigeben',
  approving: 'Druck wird freigegeben …',
  approvedAt: (dateTime: string) => `Freigegeben am ${dateTime} Uhr`,
  approvedByShop: 'Freigabe durch PrimeCards',
  approveFailed: 'Die Freigabe ist fehlgeschlagen. Bitte versuchen Sie es später erneut.',
  requestChange: 'Änderung wünschen',
  changeFormTitle: (name: string) => `Änderung an ${name}`,
  changeLead: 'Ändern Sie die Angaben Ihres Designs. Wir erstellen daraus einen neuen Druckabzug zur Freigabe.',
  sendChange: 'Änderung senden',
  closeChange: 'Abbrechen',
  reviseFailed: 'Ihre Änderung konnte nicht übernommen werden. Bitte versuchen Sie es später erneut.',
  logoUploadFailed: 'Ihr Logo konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.',
  currentLogo: 'Aktuelles Logo',
  keepLogo: 'Ohne neue Datei bleibt Ihr aktuelles Logo.',
  fields: {
    template: 'Vorlage',
    address: 'Adresse',
    addressPlaceholder: 'Straße Nr. /PLZ/ Ort',
    phone: 'Telefonnummer',
    phonePlaceholder: '+49 170 1234567',
    url: 'QR Code URL',
    urlPlaceholder: 'www.ihr-restaurant.de',
    logo: 'Logo',
    remarks: 'Hinweise',
    remarksPlaceholder: 'Wünsche zu Farben, Schrift oder Platzierung (optional)',
  },
} as const;

/** The public page behind the mailed approval link. */
export const approvalPageTexts = {
  title: 'Druckfreigabe',
  lead: 'Prüfen Sie die Druckabzüge Ihrer Bestellung und geben Sie sie für den Druck frei.',
  loading: 'Ihre Bestellung wird geladen …',
  orderNumber: (orderId: number) => `Bestellung Nr. ${orderId}`,
  orderOf: (companyName: string, orderDate: string) => `${companyName}, bestellt am ${orderDate}`,
  orderedOn: (orderDate: string) => `Bestellt am ${orderDate}`,
  invalidTitle: 'Freigabelink ungültig',
  missingToken: 'Dieser Freigabelink ist unvollständig. Bitte öffnen Sie den Link aus unserer E-Mail.',
  loadError: 'Ihre Bestellung konnte nicht geladen werden.',
  loadErrorHint: 'Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
  toShop: 'Zum PrimeShop',
  noProofs: 'Diese Bestellung enthält keine Druckabzüge zur Freigabe.',
  /** The page by order id, for another browser than the one that placed the order (or no such order). */
  orderNotFoundTitle: 'Bestellung nicht gefunden',
  orderNotFound:
    'Diese Bestellung können wir in diesem Browser nicht öffnen. Bitte öffnen Sie den Link aus unserer E-Mail oder melden Sie sich in Ihrem Konto an.',
} as const;
