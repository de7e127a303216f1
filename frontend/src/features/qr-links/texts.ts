/**
 * German texts of 'Meine QR-Codes'. The page's title, 'Ziel ändern',
 * 'Verlauf', the lead sentence, the chart summary and the disabled notice are
 * contract texts, word for word; the rest are our own.
 */
import { QR_TARGET_MAX_CHARS } from '@/lib/rules';

export const qrLinksTexts = {
  pageTitle: 'Meine QR-Codes',
  pageLead: 'Ihre QR-Codes bleiben aktiv – ohne Abo und ohne Laufzeit.',
  pageHint:
    'Ändern Sie jederzeit kostenlos, wohin ein gedruckter QR-Code führt, und sehen Sie, wie oft er gescannt wurde.',
  signedOutTitle: 'Ups! Du musst dich zuerst anmelden',
  signedOutText: 'Ihre QR-Codes sehen Sie, sobald Sie in Ihrem Konto angemeldet sind.',
  toSignIn: 'Zur Anmeldung',
  loading: 'QR-Codes werden geladen …',
  loadError: 'Die QR-Codes konnten nicht geladen werden.',
  loadErrorHint: 'Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
  emptyTitle: 'Sie haben noch keine QR-Codes',
  emptyHint:
    'QR-Codes entstehen mit Ihren Bestellungen von PrimeCards und Flaschenöffnern. Sobald Sie eine solche Bestellung aufgegeben haben, finden Sie ihre QR-Codes hier.',
  shopNow: 'Jetzt einkaufen!',
  listLabel: 'Ihre QR-Codes',
  /** The guest's page behind the link in the order confirmation mail. */
  guest: {
    missingTitle: 'Link unvollständig',
    missingToken: 'Dieser Link ist unvollständig. Bitte öffnen Sie den Link aus Ihrer Bestellbestätigung.',
    unknownTitle: 'Link ungültig',
    unknownToken:
      'Zu diesem Link haben wir keine QR-Codes gefunden. Bitte öffnen Sie den Link aus Ihrer Bestellbestätigung oder melden Sie sich in Ihrem Konto an.',
    toShop: 'Zum PrimeShop',
  },
} as const;

/** One code's card. */
export const qrLinkTexts = {
  orderNumber: (orderId: number) => `Bestellung Nr. ${orderId}`,
  shortLink: 'Kurzlink',
  target: 'Führt zu',
  totalScans: 'Scans insgesamt',
  createdAt: 'Erstellt am',
  disabled: (reason: string) => `Von PrimeCards deaktiviert: ${reason}`,
  /** Its order was cancelled before printing: the code exists on no card. */
  orderCancelled: 'Bestellung storniert – nicht gedruckt',
  changeTarget: 'Ziel ändern',
  targetChanged: 'Das Ziel wurde geändert. Ihr QR-Code führt ab sofort dorthin.',
  historyTitle: 'Verlauf',
  historyEmpty: 'Das Ziel wurde noch nicht geändert.',
  historyMore: 'Ältere Änderungen laden',
  historyLoadError: 'Die älteren Änderungen konnten nicht geladen werden.',
  historyRetry: 'Ältere Änderungen erneut laden',
  /** One change: when, from where to where, and who. */
  historyEntry: (dateTime: string, who: string) => `${dateTime} Uhr, ${who}:`,
  changedByYou: 'Sie',
  changedByShop: 'PrimeCards',
} as const;

/** The scans chart of the last 90 days. */
export const scanChartTexts = {
  title: 'Scans der letzten 90 Tage',
  /** Contract text, word for word (also for a single scan). */
  summary: (scans: number) => `In den letzten 90 Tagen ${scans.toLocaleString('de-DE')} Scans`,
  day: (date: string, scans: number) => `${date}: ${scans.toLocaleString('de-DE')} ${scans === 1 ? 'Scan' : 'Scans'}`,
  /** The table that says for screen readers what the bars show: the days with scans. */
  tableCaption: 'Scans pro Tag',
  tableDay: 'Tag',
  tableScans: 'Scans',
  loading: 'Scans werden geladen …',
  loadError: 'Die Scans konnten nicht geladen werden.',
  retry: 'Erneut laden',
} as const;

/** 'Ziel ändern': the inline form. */
export const targetFormTexts = {
  formLabel: 'Ziel ändern',
  label: 'Neue Zieladresse',
  placeholder: 'https://www.ihr-restaurant.de/speisekarte',
  hint: 'Der gedruckte QR-Code bleibt gleich; nur das Ziel ändert sich.',
  save: 'Ziel speichern',
  cancel: 'Abbrechen',
  failed: 'Das Ziel konnte nicht geändert werden. Bitte versuchen Sie es später erneut.',
  /** The server's messages (crates/domain/src/qr_link.rs), checked here first. */
  validation: {
    required: 'Bitte geben Sie die Zieladresse ein.',
    tooLong: `Die Zieladresse darf höchstens ${QR_TARGET_MAX_CHARS.toLocaleString('de-DE')} Zeichen lang sein.`,
    notWeb:
      'Bitte geben Sie eine Webadresse an, die mit http:// oder https:// beginnt (z. B. www.restaurant.de/speisekarte).',
    credentials: 'Die Zieladresse darf keinen Benutzernamen und kein Passwort enthalten.',
  },
} as const;
