/**
 * The German texts of the information pages: the frame of the legal pages
 * (their text comes from the server, `legal-documents.ts`), the FAQ (the six
 * entries of spec §9) and the names of the payment methods.
 */
import { company } from '@/config/company';

/** The German names of the payment methods; a method not named here shows as the server sends it. */
const PAYMENT_METHOD_NAMES: Readonly<Record<string, string>> = {
  card: 'Kreditkarte (auch Apple Pay und Google Pay)',
  paypal: 'PayPal',
  klarna: 'Klarna',
  sepa_debit: 'SEPA-Lastschrift',
  // Stripe's pay-later for businesses: Billie pays the shop and carries the risk.
  billie: 'Rechnungskauf über Billie',
};

export function paymentMethodName(method: string): string {
  return Object.hasOwn(PAYMENT_METHOD_NAMES, method) ? PAYMENT_METHOD_NAMES[method] : method;
}

/** 'A', 'A und B', 'A, B und C'. */
export function joinGerman(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} und ${names[names.length - 1]}`;
}

export const paymentMethodsTexts = {
  loading: 'Die Zahlungsarten werden geladen …',
  failed:
    'Die Zahlungsarten konnten gerade nicht geladen werden. Bitte laden Sie die Seite später erneut oder fragen Sie uns.',
  faqAnswer: (methods: readonly string[]) => `Sie können bei uns mit ${joinGerman(methods)} bezahlen.`,
} as const;

/** What the legal pages show around the server's text. */
export const legalPageTexts = {
  loading: 'Wird geladen …',
  loadError: 'Der Text konnte gerade nicht geladen werden.',
  loadErrorHint: 'Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
  /** The day as `dd.mm.yyyy`. */
  updated: (day: string) => `Stand: ${day}`,
  termsUpdated: (day: string, version: string) => `Stand: ${day} (Version ${version})`,
  termsPdf: 'AGB als PDF herunterladen',
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    eyebrow: 'AGB für Geschäftskunden',
    lead: `Diese Bedingungen gelten für alle Bestellungen im Onlineshop der ${company.legalName}. Unser Angebot richtet sich ausschließlich an Unternehmen.`,
  },
  imprint: {
    title: 'Impressum',
    lead: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)',
  },
  privacy: {
    title: 'Datenschutzerklärung',
    lead: 'Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie, welche personenbezogenen Daten wir beim Besuch und bei der Nutzung unseres Shops verarbeiten, wofür und auf welcher Rechtsgrundlage.',
  },
} as const;

/** An answer, or the one built from the payment methods the server names. */
export type FaqEntry = { id: string; question: string; answer: string | typeof PAYMENT_METHODS_ANSWER };

/** The FAQ answer 'Sie können bei uns mit … bezahlen.', filled in by the page. */
export const PAYMENT_METHODS_ANSWER = { paymentMethods: 'answer' } as const;

export const faqTexts = {
  title: 'Häufig gestellte Fragen',
  eyebrow: 'FAQ',
  lead: 'Die wichtigsten Antworten rund um Ihre PrimeCards. Ihre Frage ist nicht dabei? Rufen Sie uns an oder schreiben Sie uns.',
  entries: [
    {
      id: 'musternummer',
      question: 'Wo finde ich meine Musternummer?',
      answer:
        'Die Musternummer steht auf Ihrer Magnetkarte. Mit ihr finden Sie Ihr persönliches Design im PrimeShop im Bereich „Für Kunden mit Musternummer“ wieder und können es direkt bestellen.',
    },
    {
      id: 'designaenderung',
      question: 'Kostet eine Änderung an meinem Design etwas?',
      answer:
        'Nein, Änderungen an Ihrem Design sind kostenlos. Nur bei sehr umfangreichen Änderungen mit einem Aufwand von mindestens 45 Minuten berechnen wir gemäß unseren AGB 40 Euro pro Arbeitsstunde – darüber informieren wir Sie immer vorab.',
    },
    {
      id: 'rueckgabe',
      question: 'Kann ich meine Bestellung zurückgeben?',
      answer:
        'Da jede Bestellung individuell für Ihr Restaurant gedruckt wird, ist eine Rückgabe leider nicht möglich. Sollte mit Ihrer Ware etwas nicht stimmen, melden Sie sich bitte innerhalb einer Woche nach Erhalt bei uns – wir finden eine Lösung.',
    },
    {
      id: 'zahlungsmethoden',
      question: 'Welche Zahlungsmethoden bieten Sie an?',
      answer: PAYMENT_METHODS_ANSWER,
    },
    {
      id: 'muster-anfordern',
      question: 'Wie kann ich ein Muster anfordern?',
      answer: `Schreiben Sie uns eine E-Mail an ${company.email} oder rufen Sie uns an unter ${company.phone}. Wir senden Ihnen gern ein kostenloses Musterexemplar per Post.`,
    },
    {
      id: 'lieferung',
      question: 'Meine Lieferung ist nicht angekommen. Was kann ich tun?',
      answer: `Bitte melden Sie sich mit Ihrer Bestellnummer per E-Mail an ${company.email} oder telefonisch unter ${company.phone}. Wir verfolgen die Sendung und kümmern uns umgehend um eine Lösung.`,
    },
  ] satisfies FaqEntry[],
};
