/**
 * German texts of the back-office (spec §2, §4, §5, §8). Where the
 * spec or the issue's API contract gives a text it is word for word, English
 * words included ('Create order', 'Show more'); labels, hints and accessible
 * names they do not give are our own. The order and payment statuses are the
 * shop's German labels (`lib/order-status.ts`). Limits in a text come from
 * the rules file (`lib/rules.ts`), never written out.
 */
import { formatCents } from '@/lib/format';
import {
  INVOICE_DAYS_MAX,
  INVOICE_DAYS_MIN,
  INVOICE_LIMIT_MAX_CENTS,
  INVOICE_LIMIT_MIN_CENTS,
  PAYMENT_NOTE_MAX_CHARS,
  QR_CODE_LENGTH,
  QR_DISABLE_REASON_MAX_CHARS,
  QR_DISABLE_REASON_MIN_CHARS,
  TRACKING_NUMBER_MAX_CHARS,
  VOUCHER_CODE_MAX_CHARS,
  VOUCHER_CODE_MIN_CHARS,
  VOUCHER_USES_MAX,
} from '@/lib/rules';

import type { JobKind, JobListState } from './jobs/types';
import type { InvoiceLetterStep, OrderType, QrChangedBy, TaxCategory } from './types';

/** A count the German way: 1000000 -> '1.000.000'. */
function germanNumber(value: number): string {
  return value.toLocaleString('de-DE');
}

export const adminTexts = {
  brand: 'PrimeCards Admin',
  menuLabel: 'Admin-Navigation',
  menu: {
    orders: 'Bestellungen',
    products: 'Produkte',
    samples: 'Proben',
    vouchers: 'Aktionscodes',
    qrLinks: 'QR-Codes',
    messages: 'Nachrichten',
    production: 'Produktion',
    customers: 'Kunden',
    closures: 'Schließtage',
    jobs: 'Hintergrundaufgaben',
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
    vouchers: { title: 'Aktionscodes', text: 'Rabattcodes für den Checkout anlegen, deaktivieren und löschen.' },
    qrLinks: {
      title: 'QR-Codes',
      text: 'Kurzlinks gedruckter QR-Codes finden, Ziel und Scans prüfen, missbrauchte Codes deaktivieren.',
    },
    messages: { title: 'Nachrichten', text: 'Anfragen aus dem Kontaktformular.' },
    production: { title: 'Produktion', text: 'Freigegebene Bestellungen drucken und in Produktion geben.' },
    customers: {
      title: 'Kunden',
      text: 'Kauf auf Rechnung freischalten, offene und überfällige Beträge sehen, Kontoauszüge importieren.',
    },
    closures: {
      title: 'Schließtage',
      text: 'Betriebsferien und andere Schließtage eintragen, die jedes Lieferversprechen im Shop überspringt.',
    },
    jobs: {
      title: 'Hintergrundaufgaben',
      text: 'Wartende und fehlgeschlagene Aufgaben des Servers prüfen und erneut versuchen.',
    },
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
    lead: 'Bezahlte Bestellungen, Bestellungen auf Rechnung und individuelle Bestellungen, die auf ihre Zahlung warten.',
    createOrder: 'Create order',
    tableLabel: 'Bestellliste',
    loading: 'Bestellungen werden geladen …',
    empty: 'Noch keine Bestellungen',
    emptyHint: 'Sobald Kunden bezahlen oder Sie eine individuelle Bestellung anlegen, erscheint sie hier.',
    emptyPage: 'Auf dieser Seite gibt es keine Bestellungen.',
    columns: {
      number: 'Bestell-Nr',
      date: 'Datum',
      company: 'Firma',
      type: 'Kunde / Typ',
      payment: 'Zahlung',
      status: 'Status',
      shipBy: 'Versand bis',
      total: 'Gesamt',
      details: 'Details',
    },
    orderNumber: (orderId: number) => `#${orderId}`,
    /** An order without a company (a guest who gave none). */
    noCompany: '—',
    /** An order with no promised shipping day to keep: shipped, delivered, cancelled or not yet going ahead. */
    noShipBy: '–',
    /** The mark beside a promised shipping day that has come ('upcoming' gets none). */
    shipByStates: { late: 'Überfällig', today: 'Heute' },
    sort: {
      label: 'Sortierung',
      newest: 'Neueste zuerst',
      shipBy: 'Nach Versand bis',
    },
    details: 'Details',
    detailsLabel: (orderId: number) => `Details zu Bestellung ${orderId}`,
    /** The share of the orders shipped in the last 90 days on or before their promised day. */
    onTime: {
      percent: (percent: number, shipped: number) => `Termintreue (90 Tage): ${percent} % (${shipped} Sendungen)`,
      none: 'Termintreue (90 Tage): noch keine Sendungen',
    },
  },

  /** The server's background jobs: mails, invoices, proofs, reminders, clean-ups. */
  jobs: {
    heading: 'Hintergrundaufgaben',
    lead: 'Aufgaben, die der Server nach einer Bestellung selbst erledigt. Fehlgeschlagene versucht er nicht mehr von sich aus: prüfen Sie den Fehler und versuchen Sie sie erneut.',
    counts: 'Anzahl der Aufgaben',
    pendingCount: (count: number) => `Wartend: ${count}`,
    failedCount: (count: number) => `Fehlgeschlagen: ${count}`,
    /** The mails not yet delivered, those waiting for another attempt included. */
    waitingMails: (count: number) => `Wartende Mails: ${count}`,
    /** Below the counts while mails wait (e.g. the mail server is down). */
    mailsWaitingNote: (count: number) =>
      count === 1
        ? '1 Mail wartet auf den Versand. Sie wird automatisch zugestellt, sobald der Mailserver wieder erreichbar ist.'
        : `${count} Mails warten auf den Versand. Sie werden automatisch zugestellt, sobald der Mailserver wieder erreichbar ist.`,
    tabsLabel: 'Aufgaben nach Zustand',
    tabs: { failed: 'Fehlgeschlagen', pending: 'Wartend' } satisfies Record<JobListState, string>,
    tableLabel: { failed: 'Fehlgeschlagene Aufgaben', pending: 'Wartende Aufgaben' } satisfies Record<
      JobListState,
      string
    >,
    loading: 'Aufgaben werden geladen …',
    empty: {
      failed: 'Keine fehlgeschlagenen Aufgaben.',
      pending: 'Keine wartenden Aufgaben.',
    } satisfies Record<JobListState, string>,
    columns: {
      kind: 'Art',
      order: 'Bestellung',
      attempts: 'Versuche',
      lastError: 'Letzter Fehler',
      dueAt: 'Fällig',
      actions: 'Aktionen',
    },
    kinds: {
      deliver_mail: 'E-Mail versenden',
      issue_invoice: 'Rechnung erstellen',
      prepare_proofs: 'Druckvorschau erstellen',
      check_custom_order_qr: 'QR-Code der Sonderbestellung prüfen',
      remind_approval: 'An Druckfreigabe erinnern',
      complete_refunds: 'Erstattungen abschließen',
      release_unpaid_uses: 'Aktionscodes unbezahlter Bestellungen freigeben',
      delete_unused_uploads: 'Ungenutzte Uploads löschen',
      remind_invoice: 'An fällige Rechnung erinnern',
      dun_invoice: 'Mahnung versenden',
      refund_express: 'Express-Zuschlag erstatten',
    } satisfies Record<JobKind, string>,
    orderNumber: (orderId: number) => `#${orderId}`,
    orderLabel: (orderId: number) => `Bestellung ${orderId}`,
    none: '–',
    retry: 'Erneut versuchen',
    retryLabel: (kind: string, id: number) => `Erneut versuchen: ${kind} (Aufgabe ${id})`,
    retried: (kind: string) => `Die Aufgabe „${kind}“ wird erneut versucht.`,
  },

  /**
   * The customer accounts with what they owe on invoice, their terms for
   * buying on invoice (granted, changed and withdrawn here) and the import of
   * the bank's statements, which books the transfers against the invoices.
   */
  customers: {
    heading: 'Kunden',
    lead: 'Kundenkonten mit ihren offenen und überfälligen Rechnungsbeträgen. Schalten Sie Kauf auf Rechnung frei, ändern Sie Limit und Zahlungsziel oder entziehen Sie ihn.',
    search: 'Suche nach Firma oder E-Mail',
    searchPlaceholder: 'z. B. Pizzeria Roma',
    tableLabel: 'Kundenliste',
    paginationLabel: 'Kundenliste',
    loading: 'Kunden werden geladen …',
    empty: 'Noch keine Kunden',
    emptyHint: 'Sobald sich Kunden registrieren, erscheinen sie hier.',
    emptyPage: 'Auf dieser Seite gibt es keine Kunden.',
    noMatch: (search: string) => `Keine Kunden zu „${search}“ gefunden.`,
    columns: {
      company: 'Firma',
      email: 'E-Mail',
      open: 'Offen',
      overdue: 'Überfällig',
      terms: 'Kauf auf Rechnung',
      actions: 'Aktion',
    },
    /** A customer's terms: '500,00 € · 14 Tage'. */
    terms: (limit: string, days: number) => `${limit} · ${days} Tage`,
    notGranted: 'Nicht freigeschaltet',
    grant: 'Freischalten',
    grantLabel: (company: string) => `Kauf auf Rechnung für ${company} freischalten`,
    change: 'Ändern',
    changeLabel: (company: string) => `Kauf auf Rechnung für ${company} ändern`,
    revoke: 'Entziehen',
    revokeLabel: (company: string) => `Kauf auf Rechnung für ${company} entziehen`,
    /** The dialog that grants or changes the terms. */
    termsDialog: {
      grantTitle: (company: string) => `Kauf auf Rechnung freischalten: ${company}`,
      changeTitle: (company: string) => `Kauf auf Rechnung ändern: ${company}`,
      limit: 'Rechnungslimit (€)',
      limitHint: `Was die offenen Rechnungen des Kunden zusammen höchstens betragen dürfen: ${formatCents(INVOICE_LIMIT_MIN_CENTS)} bis ${formatCents(INVOICE_LIMIT_MAX_CENTS)}.`,
      limitPlaceholder: 'z. B. 500,00',
      days: 'Zahlungsziel (Tage)',
      daysHint: `${INVOICE_DAYS_MIN} bis ${INVOICE_DAYS_MAX} Tage ab Rechnungsdatum.`,
      save: 'Speichern',
      cancel: 'Abbrechen',
    },
    saved: (company: string) => `Kauf auf Rechnung für ${company} gespeichert.`,
    revokeConfirm: {
      title: 'Kauf auf Rechnung entziehen?',
      text: (company: string) =>
        `${company} kann danach nur noch per Kartenzahlung bestellen. Bereits gestellte Rechnungen bleiben offen, bis sie bezahlt sind.`,
      confirm: 'Entziehen',
      cancel: 'Abbrechen',
    },
    revoked: (company: string) => `Kauf auf Rechnung für ${company} entzogen.`,
    /** The import of a camt.053 bank statement. */
    statement: {
      title: 'Kontoauszug importieren (camt.053)',
      lead: 'Die Gutschriften des Auszugs werden anhand von Rechnungsnummer und Betrag den offenen Rechnungen zugeordnet und als Zahlung gebucht.',
      file: 'Kontoauszug (XML-Datei)',
      submit: 'Importieren',
      importing: 'Kontoauszug wird importiert …',
      noFile: 'Bitte wählen Sie einen Kontoauszug aus.',
      imported: 'Der Kontoauszug wurde importiert.',
      booked: 'Gebucht',
      bookedColumns: { order: 'Bestellung', invoice: 'Rechnung', amount: 'Betrag', reference: 'Referenz' },
      unassigned: 'Nicht zugeordnet',
      unassignedColumns: {
        date: 'Datum',
        debtor: 'Auftraggeber',
        remittance: 'Verwendungszweck',
        amount: 'Betrag',
        reference: 'Referenz',
      },
      orderNumber: (orderId: number) => `#${orderId}`,
      orderLabel: (orderId: number) => `Bestellung ${orderId}`,
      none: '—',
      empty: 'Keine Buchungen im Auszug.',
      noneBooked: 'Keine Gutschrift konnte einer Rechnung zugeordnet werden.',
      noneUnassigned: 'Alle Gutschriften wurden zugeordnet.',
    },
  },

  /** The closure days (company holidays) every delivery promise in the shop skips from the moment they are saved. */
  closures: {
    heading: 'Schließtage',
    lead: 'Tage, an denen nicht produziert und nicht versendet wird, z. B. Betriebsferien. Jedes Lieferversprechen im Shop überspringt sie, sobald sie gespeichert sind; vergangene Schließtage verschwinden aus der Liste.',
    listTitle: 'Geplante Schließtage',
    tableLabel: 'Schließtage',
    loading: 'Schließtage werden geladen …',
    empty: 'Keine Schließtage geplant.',
    columns: { from: 'Von', to: 'Bis', label: 'Bezeichnung', actions: 'Aktion' },
    remove: 'Entfernen',
    removeLabel: (label: string, from: string, to: string) => `Schließtage „${label}“ (${from} – ${to}) entfernen`,
    removeConfirm: {
      title: 'Schließtage entfernen?',
      text: (sentence: string) =>
        `„${sentence}“ wird entfernt. Die Lieferversprechen im Shop überspringen diese Tage danach nicht mehr.`,
      confirm: 'Entfernen',
      cancel: 'Abbrechen',
    },
    removed: 'Schließtage entfernt.',
    formTitle: 'Schließtage eintragen',
    fields: {
      from: 'Erster Tag',
      to: 'Letzter Tag',
      toHint: 'Der letzte geschlossene Tag, höchstens ein Jahr nach dem ersten.',
      label: 'Bezeichnung',
      labelHint: 'Steht im Lieferversprechen, z. B. „Betriebsferien vom 24.12. bis 01.01.“',
      labelPlaceholder: 'z. B. Betriebsferien',
    },
    submit: 'Schließtage speichern',
    saved: 'Schließtage gespeichert.',
    /** Asked before saving when orders already promised would have shipped within the closure. */
    affected: {
      title: 'Bereits zugesagte Bestellungen betroffen',
      listLabel: 'Betroffene Bestellungen',
      order: (orderId: number, companyName: string | null, shipBy: string) =>
        `Nr. ${orderId} – ${companyName || '–'} – Versand bis ${shipBy}`,
      text: 'Ihre zugesagten Versandtermine bleiben gespeichert. Bitte prüfen Sie, ob Sie diese Bestellungen vor der Schließzeit versenden oder die Kunden informieren.',
      confirm: 'Trotzdem speichern',
      cancel: 'Abbrechen',
      failed: 'Die betroffenen Bestellungen konnten nicht geprüft werden. Bitte versuchen Sie es erneut.',
    },
  },

  /** The Zusammenfassende Meldung (ZM) of the intra-community supplies, as a CSV for the BZSt's upload. */
  zmReport: {
    title: 'Zusammenfassende Meldung',
    lead: 'Steuerfreie innergemeinschaftliche Lieferungen je USt-IdNr. des Käufers, als CSV für die Meldung an das BZSt.',
    kind: 'Zeitraum',
    kinds: { quarter: 'Quartal', month: 'Monat' },
    quarter: (quarter: number, year: string) => `${quarter}. Quartal ${year}`,
    months: [
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ],
    download: (period: string) => `CSV für ${period} herunterladen`,
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
    /** Beside each of the order's failed background jobs (the server's own sentences). */
    toJobs: 'Zu den Hintergrundaufgaben',
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
    /** An order on invoice: the payments that arrived, and the booking of one by hand. */
    invoicePayments: {
      title: 'Zahlungseingänge',
      sum: (paid: string, total: string) => `Bezahlt: ${paid} von ${total}`,
      dueOn: (day: string) => `Fällig am ${day}`,
      lettersLabel: 'Versendete Mahnschreiben',
      letters: {
        reminder: (at: string) => `Zahlungserinnerung versendet am ${at}`,
        dunning: (at: string) => `1. Mahnung versendet am ${at}`,
      } satisfies Record<InvoiceLetterStep, (at: string) => string>,
      tableLabel: 'Gebuchte Zahlungen',
      columns: { date: 'Datum', amount: 'Betrag', note: 'Notiz' },
      noNote: '—',
      none: 'Noch keine Zahlung gebucht.',
      paid: 'Die Rechnung ist vollständig bezahlt.',
      formTitle: 'Zahlung buchen',
      amount: 'Betrag (€)',
      amountPlaceholder: 'z. B. 120,00',
      paidOn: 'Zahlungsdatum',
      note: 'Notiz',
      noteHint: `Optional, höchstens ${PAYMENT_NOTE_MAX_CHARS} Zeichen, z. B. die Referenz der Überweisung.`,
      submit: 'Zahlung buchen',
      booked: (amount: string) => `Zahlung über ${amount} gebucht.`,
    },
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
      /** The express surcharge (net), and when it was given back because the order shipped late. */
      express: 'Express-Produktion',
      expressRefunded: (date: string) => `Express-Zuschlag erstattet am ${date}`,
      net: 'Netto',
      vat: '19 % MwSt',
      total: 'Gesamt',
      /** Whether the buyer confirmed ordering as a business (§ 14 BGB), and when. */
      businessBuyer: 'Unternehmer (§ 14 BGB)',
      businessBuyerConfirmed: (dateTime: string) => `Als Unternehmer bestätigt am ${dateTime} Uhr`,
      businessBuyerNotConfirmed: 'Nicht bestätigt',
      taxCategory: 'Umsatzsteuer',
      taxCategories: {
        S: '19 % (S)',
        K: 'steuerfreie innergemeinschaftliche Lieferung (K)',
      } satisfies Record<TaxCategory, string>,
      /** The AGB version the buyer accepted with the order. */
      terms: 'AGB',
      termsVersion: (version: string) => `AGB-Version ${version}`,
    },
    shipping: {
      responsableName: 'Ansprechpartner',
      companyName: 'Firmenname',
      email: 'E-Mail',
      phoneNumber: 'Telefonnummer',
      shippingAddress: 'Lieferadresse',
      zipCode: 'PLZ',
      city: 'Stadt',
      country: 'Land',
      vatId: 'USt-IdNr.',
      orderReference: 'Bestellreferenz',
    },
    /** The invoice's address when the buyer gave one apart from the shipping address. */
    billingSection: 'Rechnungsadresse',
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
      /** The printed QR code's short link, where it leads now and its scans: 'QR-Kurzlink: … → … · 12 Scans'. */
      qrLink: 'QR-Kurzlink:',
      qrScans: (count: number) => (count === 1 ? '1 Scan' : `${count.toLocaleString('de-DE')} Scans`),
      qrManage: 'Verwalten',
      qrManageLabel: (code: string) => `QR-Code ${code} verwalten`,
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
        design: 'Design',
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
      /** Only the current and the approved version keep their PDF; a replaced one keeps its hash and design. */
      pdfGone: 'PDF nicht mehr gespeichert',
      /** The design a version was made from: a card's fields, a bottle opener's website and logo. */
      design: {
        template: 'Vorlage',
        address: 'Adresse',
        phone: 'Telefon',
        url: 'Website',
        logo: 'Logo',
        logoAlt: (version: number) => `Logo der Version ${version}`,
        none: '—',
        /** Read after a value that differs from the version before, which shows it in bold. */
        changed: '(geändert)',
      },
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
      trackingHint: `Optional, höchstens ${TRACKING_NUMBER_MAX_CHARS} Zeichen: Buchstaben, Ziffern, Leerzeichen und Bindestriche.`,
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
      /** `InProduction` while the customer may still cancel: asked first (the text is the production page's). */
      productionConfirm: {
        title: 'In Produktion geben?',
        confirm: 'In Produktion geben',
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
    /** The saved delivery country's label (the form's fields are the shared shipping and billing address fields). */
    country: 'Land',
    /** The saved billing address's label; without one the shipping address is the billing address. */
    billingTitle: 'Rechnungsadresse',
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
    /** The optional discount code; the server prices it and words every refusal itself. */
    voucher: {
      label: 'Aktionscode (optional)',
      hint: 'Der Rabatt wird beim Anlegen der Bestellung berechnet.',
      placeholder: 'z. B. SOMMER10',
    },
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
      cardsPerPack: 'Karten pro Paket',
      cardsPerPackHint: 'Bei Flaschenöffnern 1, bei Mustern die Magnete im Paket.',
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

  /** The discount codes; the rule texts and validation messages are the server's where it has them. */
  vouchers: {
    title: 'Aktionscodes',
    heading: 'Aktionscodes',
    lead: 'Rabattcodes, die Kunden im Checkout einlösen: ein Prozentsatz oder ein fester Betrag auf den Nettowarenwert, auf Wunsch nur an bestimmten Tagen, ab einem Mindestbestellwert oder für eine Produktgruppe.',
    listTitle: 'Vorhandene Aktionscodes',
    tableLabel: 'Aktionscodes',
    formTitle: 'Neuen Aktionscode anlegen',
    loading: 'Aktionscodes werden geladen …',
    empty: 'Noch keine Aktionscodes',
    emptyHint: 'Legen Sie mit dem Formular einen Aktionscode an.',
    columns: {
      code: 'Code',
      rule: 'Rabatt',
      terms: 'Bedingungen',
      validity: 'Gültigkeit',
      minOrder: 'Mindestbestellwert',
      category: 'Gilt für',
      uses: 'Einlösungen',
      usesParts: '(eingelöst / reserviert / Limit)',
      orders: 'Bestellungen',
      status: 'Status',
      actions: 'Aktionen',
    },
    percent: (percent: number) => `${percent} %`,
    validFrom: (day: string) => `ab ${day}`,
    validUntil: (day: string) => `bis ${day}`,
    validBetween: (first: string, last: string) => `${first} – ${last}`,
    unlimited: 'unbegrenzt',
    none: '—',
    uses: (redeemed: number, reserved: number, limit: number) => `${redeemed} / ${reserved} / ${limit}`,
    perCustomer: (limit: number) => `pro Kunde: ${limit}`,
    categories: { all: 'Alle Produkte', cards: 'Karten', bottleOpeners: 'Flaschenöffner' },
    /** A category this page does not offer (set up elsewhere): shown by its id. */
    otherCategory: (categoryId: number) => `Kategorie ${categoryId}`,
    useStates: { reserved: 'reserviert', redeemed: 'eingelöst' },
    orderNumber: (orderId: number) => `#${orderId}`,
    orderLabel: (orderId: number, state: string) => `Bestellung ${orderId} (${state})`,
    ordersLabel: (code: string) => `Bestellungen mit Aktionscode ${code}`,
    active: 'Aktiv',
    inactive: 'Inaktiv',
    deactivate: 'Deaktivieren',
    deactivateLabel: (code: string) => `Aktionscode ${code} deaktivieren`,
    deactivated: (code: string) => `Der Aktionscode ${code} wurde deaktiviert.`,
    activate: 'Aktivieren',
    activateLabel: (code: string) => `Aktionscode ${code} aktivieren`,
    activated: (code: string) => `Der Aktionscode ${code} wurde aktiviert.`,
    delete: 'Löschen',
    deleteLabel: (code: string) => `Aktionscode ${code} löschen`,
    deleted: (code: string) => `Der Aktionscode ${code} wurde gelöscht.`,
    confirmTitle: 'Aktionscode löschen?',
    confirmText: (code: string) =>
      `Der Aktionscode ${code} wird endgültig gelöscht. Kunden können ihn danach nicht mehr einlösen.`,
    confirm: 'Endgültig löschen',
    cancel: 'Abbrechen',
    fields: {
      code: 'Code',
      codeHint: `${VOUCHER_CODE_MIN_CHARS} bis ${VOUCHER_CODE_MAX_CHARS} Zeichen: Buchstaben A–Z, Ziffern und Bindestriche`,
      codePlaceholder: 'z. B. SOMMER10',
      kind: 'Art des Rabatts',
      percentKind: 'Rabatt in Prozent',
      amountKind: 'Fester Betrag',
      percentOff: 'Rabatt in %',
      amountOff: 'Betrag in €',
      amountPlaceholder: 'z. B. 5,00',
      validFrom: 'Gültig ab',
      validUntil: 'Gültig bis',
      validFromHint: 'Optional; leer: ab sofort',
      validUntilHint: 'Optional; leer: ohne Ende',
      maxUses: 'Einlösungen insgesamt',
      maxUsesHint: 'Standard: einmal einlösbar',
      maxUsesPerCustomer: 'Einlösungen pro Kunde',
      minOrder: 'Mindestbestellwert (netto)',
      minOrderHint: 'Optional, in Euro',
      category: 'Gilt für',
    },
    submit: 'Aktionscode anlegen',
    created: (code: string) => `Der Aktionscode ${code} wurde angelegt.`,
  },

  /** The printed QR codes' short links: one found by its code, its target, scans and changes, switched off and on. */
  qrLinks: {
    title: 'QR-Codes',
    heading: 'QR-Codes',
    lead: 'Jeder gedruckte QR-Code führt über einen Kurzlink, dessen Ziel der Kunde jederzeit ändern kann. Suchen Sie einen Code, um sein Ziel, seine Scans und seinen Verlauf zu sehen; bei Missbrauch deaktivieren Sie ihn.',
    searchTitle: 'QR-Code suchen',
    search: 'Code suchen',
    searchHint: `${QR_CODE_LENGTH} Zeichen, z. B. 7KQ2MZX9PA – oder den ganzen Kurzlink einfügen`,
    searchPlaceholder: 'z. B. 7KQ2MZX9PA',
    submit: 'Suchen',
    loading: 'QR-Code wird gesucht …',
    /** The server's 404 text, word for word; shown when its answer carries none. */
    notFound: 'Dieser QR-Code wurde nicht gefunden.',
    resultTitle: (code: string) => `QR-Code ${code}`,
    fields: {
      shortLink: 'Kurzlink',
      target: 'Ziel',
      product: 'Produkt',
      order: 'Bestellung',
      createdAt: 'Erstellt',
      scans: 'Scans insgesamt',
      status: 'Status',
    },
    orderNumber: (orderId: number) => `#${orderId}`,
    orderLabel: (orderId: number) => `Bestellung ${orderId}`,
    none: '—',
    active: 'Aktiv',
    disabled: (reason: string) => `Deaktiviert: ${reason}`,
    disable: 'Deaktivieren',
    disableLabel: (code: string) => `QR-Code ${code} deaktivieren`,
    disabledDone: (code: string) => `Der QR-Code ${code} wurde deaktiviert.`,
    enable: 'Aktivieren',
    enableLabel: (code: string) => `QR-Code ${code} aktivieren`,
    enabledDone: (code: string) => `Der QR-Code ${code} wurde aktiviert.`,
    /** The question before switching a code off, with its reason. */
    disableDialog: {
      title: 'QR-Code deaktivieren?',
      text: (code: string) =>
        `Wer den QR-Code ${code} scannt, erfährt danach nur noch, dass er nicht mehr aktiv ist. Der Kunde sieht den Grund bei seinen QR-Codes.`,
      reason: 'Grund',
      reasonHint: `${QR_DISABLE_REASON_MIN_CHARS} bis ${QR_DISABLE_REASON_MAX_CHARS} Zeichen; der Kunde sieht ihn.`,
      reasonPlaceholder: 'z. B. Zieladresse ist eine Phishing-Seite',
      confirm: 'Deaktivieren',
      cancel: 'Abbrechen',
    },
    history: {
      title: 'Verlauf',
      tableLabel: (code: string) => `Verlauf des QR-Codes ${code}`,
      columns: { changedAt: 'Datum', change: 'Änderung', changedBy: 'Von' },
      change: (oldTarget: string, newTarget: string) => `${oldTarget} → ${newTarget}`,
      empty: 'Das Ziel wurde noch nicht geändert.',
      more: 'Ältere Änderungen laden',
      loadError: 'Die älteren Änderungen konnten nicht geladen werden.',
      retry: 'Ältere Änderungen erneut laden',
    },
    changedBy: { customer: 'Kunde', guest: 'Gast', admin: 'PrimeCards' } satisfies Record<QrChangedBy, string>,
  },

  production: {
    title: 'Produktion',
    heading: 'Freigegebene Bestellungen',
    lead: 'Bestellungen, deren Druckabzüge der Kunde freigegeben hat, nach „Versand bis“, die früheste zuerst. Drucken Sie die Druckabzüge und geben Sie die Bestellungen in Produktion.',
    tableLabel: 'Freigegebene Bestellungen',
    loading: 'Freigegebene Bestellungen werden geladen …',
    empty: 'Keine freigegebenen Bestellungen.',
    columns: {
      number: 'Bestell-Nr',
      paymentTime: 'Bezahlt am',
      shipBy: 'Versand bis',
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
    /** The customer may still cancel: asked before an order goes into production. */
    stillCancellable: (dateTime: string) => `Stornierbar bis ${dateTime} Uhr – trotzdem in Produktion geben?`,
    stillCancellableOrder: (orderId: number, dateTime: string) =>
      `Bestellung #${orderId}: Stornierbar bis ${dateTime} Uhr – trotzdem in Produktion geben?`,
    stillCancellableLabel: 'Bestellungen, die der Kunde noch stornieren kann',
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
    cardsPerPack: 'Karten pro Paket: bitte eine ganze Zahl von 1 bis 10.000 angeben',
    // The status form's tracking number and the approval on the customer's behalf.
    trackingNumberTooLong: `Die Sendungsnummer darf höchstens ${TRACKING_NUMBER_MAX_CHARS} Zeichen lang sein`,
    trackingNumberInvalid: 'Die Sendungsnummer darf nur Buchstaben, Ziffern, Leerzeichen und Bindestriche enthalten',
    /** The server's own 422 text, word for word. */
    approvalNoteRequired: 'Bitte geben Sie an, wie der Kunde freigegeben hat (z. B. telefonisch freigegeben).',
    // The discount code form: the server's texts word for word (crates/domain/src/voucher.rs) …
    voucherCodeRequired: 'Bitte geben Sie einen Code ein.',
    voucherCodeLength: `Der Code muss ${VOUCHER_CODE_MIN_CHARS} bis ${VOUCHER_CODE_MAX_CHARS} Zeichen lang sein.`,
    voucherCodeCharacters: 'Der Code darf nur Buchstaben, Ziffern und Bindestriche enthalten.',
    voucherPercent: 'Der Rabatt in Prozent muss eine ganze Zahl von 1 bis 100 sein.',
    voucherAmount: 'Der Rabattbetrag muss mindestens 1 Cent betragen.',
    voucherRuleMissing: 'Bitte geben Sie entweder einen Rabatt in Prozent oder einen Betrag an.',
    voucherDatesReversed: 'Das Ende der Gültigkeit darf nicht vor ihrem Beginn liegen.',
    voucherNoUses: 'Ein Aktionscode muss mindestens einmal einlösbar sein.',
    // … and our own where the server never sees the mistake (it gets cents, days and whole numbers).
    voucherAmountFormat: 'Bitte geben Sie den Betrag in Euro an, z. B. 5,00.',
    voucherDate: 'Bitte geben Sie ein gültiges Datum an.',
    voucherUses: `Die Anzahl der Einlösungen muss eine ganze Zahl bis ${germanNumber(VOUCHER_USES_MAX)} sein.`,
    voucherMinOrder: 'Der Mindestbestellwert muss mindestens 0,01 € betragen, z. B. 25,00.',
    // The QR code search: our own (the server only ever sees a well-formed code) …
    qrCodeRequired: 'Bitte geben Sie einen QR-Code oder Kurzlink ein.',
    qrCodeInvalid: `Ein QR-Code hat ${QR_CODE_LENGTH} Zeichen: Ziffern 2–9 und Großbuchstaben außer I, L und O, z. B. 7KQ2MZX9PA.`,
    // … and the reason for switching a code off: the server's text word for word (crates/app/src/qr_links.rs).
    qrReason: `Bitte geben Sie einen Grund an (${QR_DISABLE_REASON_MIN_CHARS} bis ${QR_DISABLE_REASON_MAX_CHARS} Zeichen).`,
    // Buying on invoice: our own, with the rules file's bounds (the server words its refusals itself).
    invoiceLimit: `Das Rechnungslimit muss zwischen ${formatCents(INVOICE_LIMIT_MIN_CENTS)} und ${formatCents(INVOICE_LIMIT_MAX_CENTS)} liegen, z. B. 500,00.`,
    invoiceDays: `Das Zahlungsziel muss eine ganze Zahl von ${INVOICE_DAYS_MIN} bis ${INVOICE_DAYS_MAX} Tagen sein.`,
    paymentAmount: 'Bitte geben Sie den Betrag in Euro an, mindestens 0,01 €, z. B. 120,00.',
    paymentDate: 'Bitte geben Sie ein gültiges Datum an.',
    paymentNoteTooLong: `Die Notiz darf höchstens ${PAYMENT_NOTE_MAX_CHARS} Zeichen lang sein.`,
    // The closure days: the server's texts word for word (crates/domain/src/working_days.rs, crates/api/src/routes/delivery.rs).
    closureDay: 'Bitte geben Sie die Tage als JJJJ-MM-TT an.',
    closureBackwards: 'Der letzte Tag darf nicht vor dem ersten liegen.',
    closureTooLong: 'Eine Schließzeit darf höchstens ein Jahr lang sein.',
    closureLabel: 'Bitte geben Sie eine Bezeichnung mit höchstens 80 Zeichen ein, ohne Steuerzeichen.',
  },
} as const;
