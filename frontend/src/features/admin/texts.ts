/**
 * German texts of the back-office (spec §2, §4, §5, §8). Where the
 * spec or the API contract gives a text it is word for word, English
 * words included ('Create order', 'Show more'); labels, hints and accessible
 * names they do not give are our own. The order and payment statuses are the
 * shop's German labels (`lib/order-status.ts`).
 */
import type { OrderType } from './types';

export const adminTexts = {
  brand: 'PrimeCards Admin',
  menuLabel: 'Admin-Navigation',
  menu: {
    orders: 'Bestellungen',
    products: 'Produkte',
    samples: 'Proben',
    messages: 'Nachrichten',
    production: 'Produktion',
  },
  dashboard: 'Dashboard',
  notifications: 'Benachrichtigungen',
  noNotifications: 'Keine neuen Benachrichtigungen',
  logout: 'Ausloggen',
  toShop: 'Zum Shop',
  overviewLead: 'Willkommen im Back-Office von PrimeCards. Wählen Sie einen Bereich.',
  open: 'Öffnen',
  sections: {
    orders: { title: 'Bestellungen', text: 'Alle bezahlten Bestellungen mit Status, Betrag und Details.' },
    products: { title: 'Produkte', text: 'Der Produktkatalog des Shops.' },
    samples: { title: 'Proben', text: 'Muster mit Musternummer anlegen und entfernen.' },
    messages: { title: 'Nachrichten', text: 'Anfragen aus dem Kontaktformular.' },
    production: { title: 'Produktion', text: 'Freigegebene Bestellungen drucken und in Produktion geben.' },
  },

  signIn: {
    title: 'Bitte melden Sie sich an',
    text: 'Dieser Bereich ist Administratoren vorbehalten. Melden Sie sich mit Ihrem Administratorkonto an.',
    action: 'Anmelden',
  },

  loadError: {
    title: 'Die Daten konnten nicht geladen werden',
    text: 'Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
  },

  pagination: {
    label: (list: string) => `Seiten: ${list}`,
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    page: (page: number) => `Seite ${page}`,
    more: 'Weitere Seiten',
  },

  error: {
    title: 'Ressource nicht gefunden',
    message: 'Dieser Bereich des Back-Office existiert nicht.',
    noOrder: 'Keine Bestellung gefunden',
    back: 'Zurückgehen',
  },

  orders: {
    title: 'Bestellungen',
    heading: 'Bestellliste',
    lead: 'Bezahlte Bestellungen und individuelle Bestellungen, die auf ihre Zahlung warten. Die neuesten stehen oben.',
    createOrder: 'Create order',
    tableLabel: 'Bestellliste',
    loading: 'Bestellungen werden geladen …',
    empty: 'Noch keine Bestellungen',
    emptyHint: 'Sobald Kunden bezahlen oder Sie eine individuelle Bestellung anlegen, erscheint sie hier.',
    emptyPage: 'Auf dieser Seite gibt es keine Bestellungen.',
    columns: {
      number: 'Bestell-Nr',
      date: 'Datum',
      type: 'Kunde / Typ',
      payment: 'Zahlung',
      status: 'Status',
      total: 'Gesamt',
      details: 'Details',
    },
    orderNumber: (orderId: number) => `#${orderId}`,
    details: 'Details',
    detailsLabel: (orderId: number) => `Details zu Bestellung ${orderId}`,
  },

  orderTypes: {
    Normal: 'Shop-Bestellung',
    Costume: 'Individuelle Bestellung',
  } satisfies Record<OrderType, string>,

  orderDetail: {
    title: (orderId: number) => `Bestellung #${orderId}`,
    backToOrders: 'Zurück zu den Bestellungen',
    /** The download of a paid order's invoice; its accessible name starts with the visible text. */
    invoice: 'Rechnung (PDF)',
    invoiceFor: (orderId: number) => `Rechnung (PDF) zu Bestellung ${orderId}`,
    /** The download of a refunded order's credit note, beside its invoice. */
    creditNote: 'Gutschrift (PDF)',
    creditNoteFor: (orderId: number) => `Gutschrift (PDF) zu Bestellung ${orderId}`,
    refunded: {
      title: (date: string) => `Zahlung erstattet am ${date}`,
      text: 'Die Bestellung wurde storniert und die Zahlung dem Kunden erstattet. Die Gutschrift hebt die Rechnung auf.',
    },
    loading: 'Bestellung wird geladen …',
    orderSection: 'Bestelldaten',
    shippingSection: 'Versanddaten',
    linesSection: 'Positionen',
    statusSection: 'Bestellstatus',
    noShipping: 'Zu dieser Bestellung gibt es keine Versanddaten.',
    /** The order is paid but the server could not issue its invoice yet (it retries by itself). */
    invoiceFailed: 'Rechnung konnte nicht erstellt werden – bitte prüfen',
    paidAfterCancellation: {
      title: 'Zahlung nach Stornierung eingegangen – bitte erstatten',
      text: 'Die Bestellung war bereits storniert, als die Zahlung eintraf. Sie wird nicht produziert; erstatten Sie den Betrag.',
    },
    /** Gives back money that arrived after the cancellation (`POST /admin/orders/{id}/refund-payment`). */
    refund: {
      action: 'Zahlung erstatten',
      confirmTitle: 'Zahlung erstatten?',
      confirmText: (amount: string) =>
        `Die Zahlung von ${amount} wird dem Kunden über den Zahlungsanbieter erstattet. Zahlung wirklich erstatten?`,
      confirm: 'Zahlung erstatten',
      cancel: 'Abbrechen',
    },
    /** Shown when the customer may still cancel. */
    cancellableUntil: (dateTime: string) => `Stornierbar bis ${dateTime} Uhr`,
    order: {
      number: 'Bestell-Nr',
      date: 'Bestelldatum',
      type: 'Typ',
      customer: 'Kunde',
      guest: 'Gast / ohne Kundenkonto',
      customerAccount: (userId: number) => `Kundenkonto Nr. ${userId}`,
      payment: 'Zahlungsstatus',
      paymentTime: 'Bezahlt am',
      shippingDate: 'Voraussichtlicher Versand',
      net: 'Netto',
      vat: '19 % MwSt',
      total: 'Gesamt',
    },
    shipping: {
      responsableName: 'Ansprechpartner',
      companyName: 'Firmenname',
      email: 'E-Mail',
      phoneNumber: 'Telefonnummer',
      shippingAddress: 'Lieferadresse',
      zipCode: 'PLZ',
      city: 'Stadt',
      vatId: 'USt-IdNr.',
      orderReference: 'Bestellreferenz',
    },
    line: {
      heading: (position: number, name: string) => `Position ${position}: ${name}`,
      productType: 'Produkttyp',
      productTypes: { PrimeProd: 'PrimeCard', MBNprod: 'Musternummer-Magnete' },
      unitPrice: 'Stückpreis (netto)',
      quantity: 'Menge',
      subtotal: 'Zwischensumme',
      processingType: 'Verarbeitung',
      template: 'Vorlage',
      address: 'Adresse',
      phone: 'Telefonnummer',
      url: 'QR Code URL',
      logo: 'Logo',
      logoAlt: (position: number) => `Logo der Position ${position}`,
      openLogo: 'Logo in Originalgröße öffnen',
      noLogo: 'Kein Logo – die Gestaltung übernimmt die Druckerei',
      remarks: 'Hinweise',
      musterNumber: 'Musternummer',
      none: '—',
    },
    /** A design line's print proof and the server's check of its printed QR code. */
    proof: {
      link: 'Druckabzug (PDF)',
      /** Every design line's proof of the order in one PDF. */
      all: 'Alle Druckabzüge (PDF)',
      allFor: (orderId: number) => `Alle Druckabzüge (PDF) der Bestellung ${orderId}`,
      /** The link's accessible name starts with the visible text. */
      linkFor: (orderLineId: number) => `Druckabzug (PDF) zu Position ${orderLineId}`,
      qrReadable: 'QR-Code geprüft',
      qrUnreadable: 'QR-Code nicht lesbar – bitte prüfen',
      expected: (text: string) => `Erwartet: ${text}`,
    },
    /** Every version of a design line's proof, and the approval on the customer's behalf. */
    versions: {
      title: 'Versionen des Druckabzugs',
      tableLabel: (position: number) => `Versionen des Druckabzugs der Position ${position}`,
      columns: {
        version: 'Version',
        createdAt: 'Erstellt',
        qr: 'QR-Prüfung',
        sha256: 'SHA-256',
        approval: 'Freigabe',
        pdf: 'PDF',
      },
      version: (version: number) => `Version ${version}`,
      current: 'aktuell',
      qrReadable: 'lesbar',
      qrUnreadable: 'nicht lesbar',
      /** A design without a QR code (a bottle opener without URL): nothing to check. */
      qrNone: 'ohne QR-Code',
      /** The first version is still being rendered (`currentVersion` 0). */
      rendering: 'Druckabzug wird erstellt …',
      /** The link's visible text; its accessible name says which version of which line. */
      pdf: 'PDF',
      pdfFor: (version: number, orderLineId: number) => `PDF der Version ${version} zu Position ${orderLineId}`,
      copy: 'Kopieren',
      copyLabel: (version: number) => `Kopieren: SHA-256 der Version ${version}`,
      copied: 'SHA-256 in die Zwischenablage kopiert',
      copyFailed: 'Die Prüfsumme konnte nicht kopiert werden. Bitte markieren und kopieren Sie sie selbst.',
      notApproved: 'nicht freigegeben',
      approvedByCustomer: (dateTime: string) => `Freigegeben am ${dateTime} durch Kunde`,
      approvedByAdmin: (dateTime: string, note: string) =>
        `Freigegeben am ${dateTime} durch PrimeCards im Auftrag des Kunden: ${note}`,
    },
    approve: {
      action: 'Im Auftrag des Kunden freigeben',
      actionLabel: (position: number) => `Im Auftrag des Kunden freigeben: Druckabzug der Position ${position}`,
      title: 'Druckabzug im Auftrag des Kunden freigeben',
      text: (version: number) =>
        `Version ${version} wird gedruckt, wie sie ist. Geben Sie an, wie der Kunde sie freigegeben hat.`,
      note: 'Wie hat der Kunde freigegeben?',
      notePlaceholder: 'z. B. telefonisch freigegeben',
      submit: 'Freigeben',
      cancel: 'Abbrechen',
      done: 'Der Druckabzug wurde im Auftrag des Kunden freigegeben.',
      /** Why the button is disabled although the proof is not approved. */
      qrUnreadable: 'Der QR-Code dieser Version ist nicht lesbar; sie kann nicht freigegeben werden.',
    },
    status: {
      label: 'Neuer Status',
      current: 'Aktueller Status',
      submit: 'Status aktualisieren',
      updated: 'Bestellstatus erfolgreich aktualisiert!',
      finalHint: 'Der Status dieser Bestellung kann nicht mehr geändert werden.',
      /** With `Shipped`, optionally the carrier and the tracking number. */
      carrier: 'Versanddienstleister',
      carrierNone: 'Keine Angabe',
      trackingNumber: 'Sendungsnummer',
      trackingHint: 'Optional, höchstens 40 Zeichen: Buchstaben, Ziffern, Leerzeichen und Bindestriche.',
      /** The title above a refusal of the server (409), e.g. 'Die Druckfreigabe des Kunden fehlt noch.' */
      refused: 'Der Status wurde nicht geändert',
      /** Cancelling a paid order refunds it: asked first. */
      refundConfirm: {
        title: 'Bestellung stornieren und erstatten?',
        text: (amount: string) =>
          `Die Zahlung von ${amount} wird dem Kunden erstattet und eine Gutschrift ausgestellt. Bestellung wirklich stornieren?`,
        confirm: 'Stornieren und erstatten',
        cancel: 'Abbrechen',
      },
    },
  },

  addOrder: {
    title: 'Bestellung für einen Kunden anlegen',
    lead: 'Der Kunde erhält nach dem Anlegen eine E-Mail mit einem Zahlungslink. Eingaben bleiben in diesem Tab erhalten, bis die Bestellung angelegt ist.',
    backToOrders: 'Zurück zu den Bestellungen',
    shippingTitle: 'Versandinformationen',
    saveShipping: 'Versanddaten übernehmen',
    editShipping: 'Versanddaten ändern',
    shippingSaved: 'Versanddaten übernommen',
    /** The saved shipping data's labels of the optional fields, shown only when given. */
    savedOptional: { vatId: 'USt-IdNr.', orderReference: 'Ihre Bestellreferenz' },
    lineTitle: 'Produkt hinzufügen',
    addLine: 'Zur Bestellung hinzufügen',
    lineAdded: 'Position zur Bestellung hinzugefügt',
    linesTitle: 'Positionen dieser Bestellung',
    noLines: 'Noch keine Positionen. Fügen Sie oben ein Produkt hinzu.',
    removeLine: 'Entfernen',
    removeLineLabel: (position: number, name: string) => `Position ${position} (${name}) entfernen`,
    lineSummary: (quantity: number) => `Menge: ${quantity}`,
    create: 'Bestellung erstellen',
    created: 'Eine E-Mail mit Zahlungslink wurde für den aktuellen Kunden gesendet!',
    shippingRequired: 'Versandinformationen sind erforderlich. Bitte füllen Sie das Formular aus',
    linesRequired: 'Der Warenkorb kann nicht leer sein. Bitte fügen Sie einige Produkte hinzu',
    productsLoading: 'Produkte werden geladen …',
    /** The line form's fields; the shipping form's are the shared ones (`lib/shipping.ts`). */
    fields: {
      product: 'Produkt',
      productPlaceholder: 'Produkt wählen',
      linePhone: 'Telefonnummer auf der Karte',
      lineAddress: 'Adresse auf der Karte',
      url: 'QR Code URL',
      template: 'Vorlage',
      templatePlaceholder: 'Vorlage wählen',
      processingType: 'Verarbeitung',
      processingPlaceholder: 'Wählen Sie eine Option',
      quantity: 'Menge',
      phonePlaceholder: '+49 170 1234567',
      addressPlaceholder: 'Straße Nr. /PLZ/ Ort',
      urlPlaceholder: 'www.ihr-restaurant.de',
    },
    processing: {
      notPacked: 'Magnete nicht einzeln verpackt',
      packed: 'Magnete einzeln in LDPE Tütchen verpackt',
    },
  },

  products: {
    title: 'Produkte',
    heading: 'Produktkatalog',
    lead: 'Alle Produkte des Shops mit Nettopreis und Kategorie.',
    tableLabel: 'Produktliste',
    loading: 'Produkte werden geladen …',
    empty: 'Der Katalog ist leer.',
    columns: { image: 'Bild', name: 'Name', price: 'Preis', category: 'Kategorie', actions: 'Aktionen' },
    imageAlt: (name: string) => `Produktbild: ${name}`,
    netPrice: 'exkl. MwSt',
    /** Spec §2: cards are 'Card', every other product 'Bottle Opener'. */
    categories: { card: 'Card', bottleOpener: 'Bottle Opener' },
    edit: 'Bearbeiten',
    editLabel: (name: string) => `${name} bearbeiten`,
    editTitle: (name: string) => `Produkt bearbeiten: ${name}`,
    fields: {
      name: 'Name',
      description: 'Beschreibung',
      price: 'Preis in €',
      relativePrice: 'Aufpreis (einzeln verpackt) in €',
      specialOffer: 'Angebot (optional)',
      packingRule: 'Verpackung',
      amountPlaceholder: 'z. B. 49,90',
    },
    packingRules: { any: 'Lose oder einzeln verpackt', packedOnly: 'Nur einzeln verpackt' },
    save: 'Speichern',
    cancel: 'Abbrechen',
    saved: 'Produkt erfolgreich gespeichert!',
  },

  samples: {
    title: 'Proben',
    heading: 'Muster mit Musternummer',
    lead: 'Kunden finden ein Muster im Shop über seine Musternummer und bestellen es erneut.',
    listTitle: 'Vorhandene Proben',
    formTitle: 'Neue Probe anlegen',
    loading: 'Proben werden geladen …',
    empty: 'Noch keine Proben',
    emptyHint: 'Legen Sie mit dem Formular eine Probe mit Musternummer an.',
    emptyPage: 'Auf dieser Seite gibt es keine Proben.',
    imageAlt: (musterNumber: string) => `Muster ${musterNumber}`,
    musterNumber: 'Musternummer',
    restaurant: 'Restaurant',
    fields: {
      musterNumber: 'Musternummer',
      musterNumberPlaceholder: 'z. B. MN-1004',
      restaurentName: 'Restaurant',
      restaurentNamePlaceholder: 'z. B. Pizzeria Roma',
      sampleImage: 'Musterbild',
      imageHint: 'JPG, PNG oder WEBP, höchstens 4 MB',
      imageReading: 'Bild wird geprüft …',
      imageChosen: (name: string) => `Ausgewählt: ${name}`,
      previewAlt: 'Vorschau des gewählten Musterbilds',
    },
    submit: 'Probe hinzufügen',
    added: 'Probe erfolgreich hinzugefügt!',
    delete: 'Löschen',
    deleteLabel: (musterNumber: string) => `Probe ${musterNumber} löschen`,
    deleted: 'Probe erfolgreich entfernt!',
    deleteFailed: 'Fehler beim Löschen der Probe. Bitte versuchen Sie es erneut',
    confirmTitle: 'Probe löschen?',
    confirmText: (musterNumber: string, restaurant: string) =>
      `Die Probe ${musterNumber} (${restaurant}) wird endgültig entfernt. Kunden finden sie danach nicht mehr über die Musternummer.`,
    confirm: 'Endgültig löschen',
    cancel: 'Abbrechen',
  },

  production: {
    title: 'Produktion',
    heading: 'Freigegebene Bestellungen',
    lead: 'Bestellungen, deren Druckabzüge der Kunde freigegeben hat, die älteste zuerst. Drucken Sie die Druckabzüge und geben Sie die Bestellungen in Produktion.',
    tableLabel: 'Freigegebene Bestellungen',
    loading: 'Freigegebene Bestellungen werden geladen …',
    empty: 'Keine freigegebenen Bestellungen.',
    columns: {
      number: 'Bestell-Nr',
      paymentTime: 'Bezahlt am',
      total: 'Gesamt',
      details: 'Details',
    },
    proofs: 'Druckabzüge aller freigegebenen Bestellungen (PDF)',
    start: 'In Produktion geben',
    confirmTitle: 'Bestellungen in Produktion geben?',
    confirmText: (count: number) =>
      count === 1
        ? 'Die freigegebene Bestellung geht in Produktion. Danach kann sie nicht mehr geändert oder storniert werden.'
        : `Die ${count} freigegebenen Bestellungen gehen in Produktion. Danach können sie nicht mehr geändert oder storniert werden.`,
    confirm: 'In Produktion geben',
    cancel: 'Abbrechen',
  },

  messages: {
    title: 'Nachrichten',
    heading: 'Kontaktanfragen',
    lead: 'Nachrichten aus dem Kontaktformular, die neuesten zuerst.',
    listLabel: 'Kontaktanfragen',
    loading: 'Nachrichten werden geladen …',
    empty: 'Keine Nachrichten',
    emptyHint: 'Anfragen aus dem Kontaktformular erscheinen hier.',
    emptyPage: 'Auf dieser Seite gibt es keine Nachrichten.',
    from: (name: string) => `Nachricht von ${name}`,
    received: 'Eingegangen',
    email: 'E-Mail',
    phone: 'Telefon',
    showMore: 'Show more',
    showLess: 'Show less',
  },

  validation: {
    required: 'Pflichtfeld',
    invalidPhone: 'Ungültige Telefonnummer',
    phoneTooLong: 'Die Telefonnummer darf nicht länger als 20 Zeichen sein',
    addressTooLong: 'Die Adresse darf nicht länger als 40 Zeichen sein.',
    urlTooLong: 'Die Url der Website darf nicht länger als 40 Zeichen sein',
    musterNumberTooLong: 'Die Musternummer darf nicht länger als 10 Zeichen sein',
    // Not in the spec: the API's own limits and texts (crates/app, crates/domain/src/values.rs).
    invalidUrl: 'Ungültige URL',
    quantity: 'Die Menge muss zwischen 1 und 15 liegen',
    nameTooLong: 'Der Name darf nicht länger als 60 Zeichen sein',
    // The product edit's rules, worded as the API words them (crates/app/src/catalog.rs).
    productName: 'Der Produktname muss 1 bis 100 Zeichen lang sein',
    descriptionTooLong: 'Die Beschreibung darf höchstens 2000 Zeichen lang sein',
    price: 'Der Preis muss zwischen 0,01 € und 10.000,00 € liegen',
    relativePrice: 'Der Aufpreis muss zwischen 0,00 € und 1.000,00 € liegen',
    specialOfferTooLong: 'Das Angebot darf höchstens 100 Zeichen lang sein',
    // The status form's tracking number and the approval on the customer's behalf.
    trackingNumberTooLong: 'Die Sendungsnummer darf höchstens 40 Zeichen lang sein',
    trackingNumberInvalid: 'Die Sendungsnummer darf nur Buchstaben, Ziffern, Leerzeichen und Bindestriche enthalten',
    /** The server's own 422 text, word for word. */
    approvalNoteRequired: 'Bitte geben Sie an, wie der Kunde freigegeben hat (z. B. telefonisch freigegeben).',
  },
} as const;
