/**
 * The legal and information texts: AGB (spec §9 legal facts), Impressum,
 * FAQ (the six entries of spec §9) and Datenschutz.
 */
import { company } from '@/config/company';

/**
 * A paragraph, a bulleted list, or the list of the payment methods the shop
 * takes today (`GET /api/shop/payment-methods`), which the page fills in.
 */
export type LegalBlock = string | { list: readonly string[] } | typeof PAYMENT_METHODS_LIST;

/** Where the terms list the payment methods the server names. */
export const PAYMENT_METHODS_LIST = { paymentMethods: 'list' } as const;

/** The German names of the payment methods; a method not named here shows as the server sends it. */
const PAYMENT_METHOD_NAMES: Readonly<Record<string, string>> = {
  card: 'Kreditkarte (auch Apple Pay und Google Pay)',
  paypal: 'PayPal',
  klarna: 'Klarna',
  sepa_debit: 'SEPA-Lastschrift',
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

export type LegalSection = { id: string; title: string; blocks: readonly LegalBlock[] };

const address = `${company.legalName}, ${company.street}, ${company.zip} ${company.city}`;

export const termsTexts = {
  title: 'Allgemeine Geschäftsbedingungen',
  eyebrow: 'AGB für Geschäftskunden',
  lead: `Diese Bedingungen gelten für alle Bestellungen im Onlineshop der ${company.legalName}. Unser Angebot richtet sich ausschließlich an Unternehmen.`,
  updated: 'Stand: November 2026',
  sections: [
    {
      id: 'geltungsbereich',
      title: '§ 1 Geltungsbereich',
      blocks: [
        `(1) Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge, die zwischen der ${address} (nachfolgend „PrimeCards“), und ihren Kunden über den Onlineshop oder auf anderem Weg geschlossen werden.`,
        '(2) Unser Angebot richtet sich ausschließlich an Unternehmer im Sinne des § 14 BGB, insbesondere an Gastronomiebetriebe. Verträge mit Verbrauchern schließen wir nicht.',
        '(3) Abweichende oder ergänzende Bedingungen des Kunden werden nur Vertragsbestandteil, wenn PrimeCards ihrer Geltung ausdrücklich schriftlich zustimmt.',
      ],
    },
    {
      id: 'vertragsschluss',
      title: '§ 2 Vertragsschluss und Widerruf der Bestellung',
      blocks: [
        '(1) Die Darstellung der Produkte im Onlineshop ist kein verbindliches Angebot, sondern eine Aufforderung zur Abgabe einer Bestellung.',
        '(2) Mit dem Absenden der Bestellung gibt der Kunde ein verbindliches Angebot ab. Der Vertrag kommt zustande, sobald PrimeCards die Bestellung schriftlich, in der Regel per E-Mail, bestätigt.',
        '(3) Der Kunde kann seine Bestellung innerhalb von 24 Stunden nach Erhalt der schriftlichen Bestätigung widerrufen. Der Widerruf ist in Textform (z. B. per E-Mail) zu erklären. Nach Ablauf dieser Frist beginnt die Fertigung der individuell gestalteten Ware; ein Widerruf ist dann nicht mehr möglich.',
      ],
    },
    {
      id: 'gestaltung',
      title: '§ 3 Gestaltung, Druckdaten und Designänderungen',
      blocks: [
        '(1) Der Kunde stellt die für die Gestaltung nötigen Inhalte bereit, insbesondere Logo, Adresse, Telefonnummer und die Zieladresse des QR-Codes. Er versichert, dass er zur Nutzung dieser Inhalte berechtigt ist und dass durch sie keine Rechte Dritter verletzt werden.',
        '(2) Der Kunde prüft die Vorschau seines Designs vor der Bestellung sorgfältig auf Schreibweise, Inhalt und die Funktion des QR-Codes. Technisch bedingte, geringfügige Farbabweichungen zwischen Bildschirmdarstellung und Druck stellen keinen Mangel dar.',
        '(3) Änderungen am Design sind grundsätzlich kostenlos. Für umfangreiche Designänderungen mit hohem Aufwand berechnet PrimeCards eine Kostenpauschale von 40 Euro pro Arbeitsstunde. Ein hoher Aufwand liegt vor, wenn die Änderung mindestens 45 Minuten Arbeitszeit erfordert. PrimeCards informiert den Kunden vorab, wenn eine Änderung kostenpflichtig wird.',
      ],
    },
    {
      id: 'muster',
      title: '§ 4 Muster',
      blocks: [
        '(1) Auf Anfrage sendet PrimeCards dem Kunden ein kostenloses Musterexemplar seines Designs per Post zu.',
        '(2) Jedes Muster trägt eine Musternummer. Mit dieser Musternummer kann der Kunde das Design später im Onlineshop wiederfinden und bestellen.',
      ],
    },
    {
      id: 'preise',
      title: '§ 5 Preise, Versandkosten und Rabattcodes',
      blocks: [
        '(1) Alle Preise sind Nettopreise in Euro. Hinzu kommt die gesetzliche Mehrwertsteuer in der jeweils geltenden Höhe, die in der Bestellübersicht gesondert ausgewiesen wird.',
        '(2) Der Versand ist kostenlos. Einen Mindestbestellwert gibt es nicht.',
        '(3) Rabattcodes können jeweils nur einmal eingelöst werden, es sei denn, PrimeCards hat eine mehrfache Verwendung ausdrücklich autorisiert. Eine Barauszahlung von Rabattcodes ist ausgeschlossen.',
      ],
    },
    {
      id: 'zahlung',
      title: '§ 6 Zahlung',
      blocks: [
        '(1) Der Kunde kann zwischen folgenden Zahlungsarten wählen:',
        PAYMENT_METHODS_LIST,
        '(2) Der Kaufpreis ist mit Vertragsschluss ohne Abzug fällig, soweit nichts anderes vereinbart ist.',
        '(3) Ersatzweise, insbesondere bei Zahlung per Vorkasse, wird die Ware 24 Stunden nach Zahlungseingang versendet.',
      ],
    },
    {
      id: 'lieferung',
      title: '§ 7 Lieferung',
      blocks: [
        '(1) Die Lieferung erfolgt an die vom Kunden angegebene Lieferadresse innerhalb Deutschlands. Der Versand ist für den Kunden kostenlos.',
        '(2) Im Raum Mönchengladbach kann PrimeCards die Ware nach Absprache selbst ausliefern (Eigenlieferung); in diesem Fall ist auch Barzahlung bei Übergabe möglich.',
        '(3) Angaben zu Lieferzeiten sind unverbindlich, sofern sie nicht ausdrücklich als verbindlich vereinbart wurden. Ist eine Sendung nicht angekommen, informiert der Kunde PrimeCards bitte umgehend unter Angabe der Bestellnummer.',
      ],
    },
    {
      id: 'eigentumsvorbehalt',
      title: '§ 8 Eigentumsvorbehalt',
      blocks: ['Die gelieferte Ware bleibt bis zur vollständigen Bezahlung des Kaufpreises Eigentum von PrimeCards.'],
    },
    {
      id: 'maengel',
      title: '§ 9 Mängel und Gewährleistung',
      blocks: [
        '(1) Der Kunde hat die Ware unverzüglich nach Erhalt zu prüfen. Mängel sind PrimeCards innerhalb von einer Woche nach Erhalt der Ware schriftlich anzuzeigen; § 377 HGB bleibt unberührt. Später angezeigte offensichtliche Mängel sind von der Gewährleistung ausgeschlossen.',
        '(2) Bei berechtigten Mängeln leistet PrimeCards nach eigener Wahl Nacherfüllung durch Nachdruck oder Gutschrift.',
        '(3) Da sämtliche Produkte individuell nach den Vorgaben des Kunden gefertigt werden, sind Rückgabe und Umtausch mangelfreier Ware ausgeschlossen.',
      ],
    },
    {
      id: 'haftung',
      title: '§ 10 Haftung',
      blocks: [
        '(1) PrimeCards haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit.',
        '(2) Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.',
        '(3) Für die Richtigkeit der vom Kunden gelieferten Inhalte, etwa der Zieladresse des QR-Codes, ist allein der Kunde verantwortlich.',
      ],
    },
    {
      id: 'schlussbestimmungen',
      title: '§ 11 Schlussbestimmungen',
      blocks: [
        '(1) Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts.',
        `(2) Ausschließlicher Gerichtsstand für alle Streitigkeiten aus diesem Vertrag ist, soweit gesetzlich zulässig, ${company.city}.`,
        '(3) Sollte eine Bestimmung dieser AGB unwirksam sein oder werden, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.',
      ],
    },
  ] satisfies LegalSection[],
};

export const impressumTexts = {
  title: 'Impressum',
  lead: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)',
  sections: [
    {
      id: 'anbieter',
      title: 'Anbieter',
      blocks: [company.legalName, `${company.street}`, `${company.zip} ${company.city}`, company.country],
    },
    {
      id: 'vertretung',
      title: 'Vertreten durch',
      blocks: [`Geschäftsführer: ${company.managingDirector}`],
    },
    {
      id: 'kontakt',
      title: 'Kontakt',
      blocks: [`Telefon: ${company.phone}`, `E-Mail: ${company.email}`, `Telefonische Beratung: ${company.phoneHours}`],
    },
    {
      id: 'register',
      title: 'Registereintrag',
      blocks: [`Registergericht: ${company.registerCourt}`, `Registernummer: ${company.registerNumber}`],
    },
    {
      id: 'steuer',
      title: 'Umsatzsteuer',
      blocks: [`Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${company.vatId}`],
    },
    {
      id: 'verantwortlich',
      title: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
      blocks: [`${company.managingDirector}, ${company.street}, ${company.zip} ${company.city}`],
    },
    {
      id: 'streitbeilegung',
      title: 'Streitbeilegung',
      blocks: [
        'Unser Angebot richtet sich ausschließlich an Unternehmen. Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
      ],
    },
    {
      id: 'haftung-inhalte',
      title: 'Haftung für Inhalte und Links',
      blocks: [
        'Die Inhalte dieser Seiten wurden mit größter Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte können wir jedoch keine Gewähr übernehmen.',
        'Unser Angebot enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist stets der jeweilige Anbieter oder Betreiber verantwortlich. Bei Bekanntwerden von Rechtsverletzungen entfernen wir derartige Links umgehend.',
      ],
    },
  ] satisfies LegalSection[],
};

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

export const dataProtectionTexts = {
  title: 'Datenschutzerklärung',
  lead: 'Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie, welche personenbezogenen Daten wir beim Besuch und bei der Nutzung unseres Shops verarbeiten, wofür und auf welcher Rechtsgrundlage.',
  updated: 'Stand: November 2026',
  sections: [
    {
      id: 'verantwortlicher',
      title: '1. Verantwortlicher',
      blocks: [
        'Verantwortlich für die Datenverarbeitung im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:',
        `${address}, ${company.country}. Telefon: ${company.phone}, E-Mail: ${company.email}. Vertreten durch den Geschäftsführer ${company.managingDirector}.`,
      ],
    },
    {
      id: 'aufruf',
      title: '2. Aufruf unserer Website',
      blocks: [
        'Beim Aufruf unserer Seiten verarbeitet unser Server technisch notwendige Daten: IP-Adresse, Datum und Uhrzeit des Zugriffs, aufgerufene Seite, übertragene Datenmenge sowie Browser und Betriebssystem. Diese Daten benötigen wir, um die Website sicher und stabil auszuliefern.',
        'Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt im sicheren Betrieb des Shops. Die Protokolldaten werden nach spätestens 14 Tagen gelöscht, sofern sie nicht zur Aufklärung eines Sicherheitsvorfalls benötigt werden.',
        'Wir binden keine externen Schriftarten, Skripte oder Inhalte von Drittanbietern ein und setzen keine Analyse- oder Werbewerkzeuge ein.',
      ],
    },
    {
      id: 'cookies',
      title: '3. Cookies und lokaler Speicher',
      blocks: [
        'Wir verwenden ausschließlich ein technisch notwendiges Sitzungs-Cookie. Es hält Sie nach der Anmeldung angemeldet und enthält nur eine zufällige Kennung. Das Cookie ist für Skripte nicht lesbar und wird nicht für Tracking verwendet.',
        'Ihren Warenkorb und Ihren Anmeldestatus speichern wir außerdem im lokalen Speicher Ihres Browsers, damit sie beim nächsten Besuch erhalten bleiben. Sie können diese Daten jederzeit über die Einstellungen Ihres Browsers löschen.',
        'Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG in Verbindung mit Art. 6 Abs. 1 lit. b und f DSGVO. Eine Einwilligung ist für diese unbedingt erforderlichen Speicherungen nicht nötig.',
      ],
    },
    {
      id: 'kundenkonto',
      title: '4. Kundenkonto und Bestellungen',
      blocks: [
        'Wenn Sie ein Kundenkonto anlegen oder bestellen, verarbeiten wir die dafür erforderlichen Daten:',
        {
          list: [
            'Firmenname, E-Mail-Adresse und Telefonnummer,',
            'Ihr Passwort, ausschließlich als sicherer Hashwert gespeichert,',
            'Liefer- und Rechnungsdaten (verantwortliche Person, Firma, Anschrift, Postleitzahl, Ort),',
            'Bestellinhalte einschließlich der von Ihnen hochgeladenen Logos und Designangaben,',
            'Einträge Ihrer Wunschliste.',
          ],
        },
        'Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (Vertragserfüllung). Nach Vertragsende bewahren wir die Daten nur so lange auf, wie handels- und steuerrechtliche Aufbewahrungspflichten es verlangen (Art. 6 Abs. 1 lit. c DSGVO).',
      ],
    },
    {
      id: 'zahlung',
      title: '5. Zahlungsabwicklung',
      blocks: [
        'Kartenzahlungen wickeln wir über den Zahlungsdienstleister Stripe Payments Europe Ltd., Dublin, Irland, ab. Dafür übermitteln wir die Bestellnummer, die Artikel und den Rechnungsbetrag. Ihre Kartendaten geben Sie direkt beim Zahlungsdienstleister ein; sie erreichen uns nicht. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.',
      ],
    },
    {
      id: 'kontakt',
      title: '6. Kontaktaufnahme',
      blocks: [
        'Wenn Sie uns über das Kontaktformular, per E-Mail oder telefonisch erreichen, verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer und Ihre Nachricht, um Ihr Anliegen zu beantworten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b bzw. lit. f DSGVO. Wir löschen die Nachrichten nach 2 Jahren (siehe „Speicherdauer“).',
      ],
    },
    {
      id: 'empfaenger',
      title: '7. Empfänger',
      blocks: [
        'Ihre Daten erhalten nur Dienstleister, die wir für den Betrieb des Shops benötigen: unser Hosting-Anbieter, der Zahlungsdienstleister, der E-Mail-Versand sowie das Versandunternehmen, das Ihre Lieferadresse erhält. Alle Auftragsverarbeiter sind vertraglich an unsere Weisungen gebunden.',
      ],
    },
    {
      id: 'speicherdauer',
      title: '8. Speicherdauer',
      blocks: [
        'Wir speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck nötig ist oder gesetzliche Aufbewahrungspflichten es verlangen:',
        {
          list: [
            'Unbezahlte Gastbestellungen löschen wir nach 30 Tagen.',
            'Nachrichten aus dem Kontaktformular löschen wir nach 2 Jahren.',
            'Kundenkonten, die nicht aktiviert wurden, löschen wir nach 7 Tagen.',
            'Bestellungen und Rechnungen bewahren wir 10 Jahre auf, wie es die handels- und steuerrechtlichen Aufbewahrungspflichten verlangen (§ 147 AO, § 14b UStG).',
          ],
        },
        'Angemeldet können Sie Ihre gespeicherten Daten jederzeit unter „Meine Daten“ herunterladen oder Ihr Kundenkonto dort löschen. Bestellungen und Rechnungen bleiben auch nach der Löschung für die gesetzliche Frist erhalten, sind dann aber nicht mehr mit einem Login verknüpft.',
      ],
    },
    {
      id: 'rechte',
      title: '9. Ihre Rechte',
      blocks: [
        'Sie haben jederzeit das Recht auf:',
        {
          list: [
            'Auskunft über Ihre gespeicherten Daten (Art. 15 DSGVO),',
            'Berichtigung unrichtiger Daten (Art. 16 DSGVO),',
            'Löschung (Art. 17 DSGVO) und Einschränkung der Verarbeitung (Art. 18 DSGVO),',
            'Datenübertragbarkeit (Art. 20 DSGVO),',
            'Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO),',
            'Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).',
          ],
        },
        `Wenden Sie sich dazu einfach an ${company.email}. Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), zum Beispiel bei der Landesbeauftragten für Datenschutz und Informationsfreiheit Nordrhein-Westfalen in Düsseldorf.`,
      ],
    },
    {
      id: 'sicherheit',
      title: '10. Datensicherheit',
      blocks: [
        'Wir übertragen alle Daten verschlüsselt (TLS) und schützen sie durch technische und organisatorische Maßnahmen vor Verlust, Missbrauch und unbefugtem Zugriff.',
      ],
    },
  ] satisfies LegalSection[],
};
