/**
 * German texts of the landing page (spec §1). The error pages' texts are in
 * `error-texts.ts`, the legal pages' frame and the FAQ in `legal-texts.ts`.
 */
export const landingTexts = {
  hero: {
    eyebrow: 'Magnetkarten mit QR-Code für die Gastronomie',
    title: 'Ihr Restaurant bleibt im Gedächtnis – und am Kühlschrank.',
    text: 'PrimeCards druckt personalisierte Magnetkarten mit Ihrem Logo, Ihrer Telefonnummer und einem QR-Code zu Ihrer Speisekarte. So bestellen Ihre Gäste beim nächsten Hunger direkt bei Ihnen.',
    cta: 'Jetzt entdecken !',
    illustrationAlt: 'Magnetkarte mit Restaurant-Logo, Telefonnummer und QR-Code',
  },
  steps: {
    title: 'In drei Schritten zu Ihren Magneten',
    lead: 'Von der Auswahl bis zur Lieferung begleiten wir Sie persönlich.',
    items: [
      {
        title: 'Paket im Shop auswählen',
        text: 'Wählen Sie im PrimeShop das Paket, das zu Ihrem Restaurant passt – Magnetkarten, Flaschenöffner oder Magnete mit Musternummer.',
      },
      {
        title: 'Design anpassen',
        text: 'Wählen Sie eine Vorlage, laden Sie Ihr Logo hoch und ergänzen Sie weitere Informationen wie Adresse, Telefonnummer und den Link für Ihren QR-Code.',
      },
      {
        title: 'Magnete erhalten',
        text: 'Wir drucken Ihre Magnete in Mönchengladbach und schicken sie Ihnen kostenlos zu. Sie müssen sie nur noch an Ihre Gäste verteilen.',
      },
    ],
  },
  claims: {
    title: 'Warum PrimeCards?',
    items: [
      {
        title: 'Hohe Qualität',
        text: 'Robuste Magnetkarten mit matter PVC-Oberfläche, abgerundeten Ecken und gestochen scharfem Druck.',
      },
      {
        title: 'Schnelle und kostenlose Lieferung',
        text: 'Wir produzieren zügig und liefern deutschlandweit versandkostenfrei – ohne Mindestbestellwert.',
      },
      {
        title: 'Kundensupport und Beratung',
        text: 'Wir beraten Sie persönlich zu Design, Menge und Verpackung – telefonisch, per E-Mail oder vor Ort.',
      },
    ],
  },
  figures: {
    title: 'PrimeCards in Zahlen',
    items: [
      { value: '250+', label: 'zufriedene Kunden' },
      { value: '250+', label: 'positive Feedbacks' },
      { value: '6+', label: 'Jahre Erfahrung' },
    ],
  },
  values: {
    title: 'Wofür wir stehen',
    items: [
      {
        title: 'Qualitätsgarantie',
        text: 'Jede Karte wird vor dem Versand geprüft. Ist etwas nicht in Ordnung, drucken wir nach.',
      },
      {
        title: 'Individuelles Design',
        text: 'Ihre Farben, Ihr Logo, Ihre Botschaft: Jede PrimeCard ist ein Unikat für Ihr Restaurant.',
      },
      {
        title: 'Kreatives Marketing',
        text: 'Ein Magnet am Kühlschrank ist Werbung, die jeden Tag wirkt – ganz ohne Streuverluste.',
      },
    ],
  },
  location: {
    title: 'Gedruckt in Mönchengladbach',
    text: 'Unser Team sitzt am Niederrhein. Sie möchten Muster sehen oder Ihr Design persönlich besprechen? Melden Sie sich gern bei uns.',
    addressLabel: 'Adresse',
    emailLabel: 'E-Mail',
    phoneLabel: 'Telefon',
  },
  closing: {
    title: 'Bereit für Ihre eigenen PrimeCards?',
    text: 'Entdecken Sie unsere Pakete und gestalten Sie Magnete, die Ihre Gäste gern behalten.',
  },
} as const;
