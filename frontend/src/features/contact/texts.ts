/** German texts of the contact page (spec §2, §5, §8); labels the spec does not give are our own. */
export const contactTexts = {
  pageTitle: 'Kontaktieren Sie uns!',
  pageLead:
    'Sie haben Fragen zu Ihrer Bestellung, zu einem Design oder möchten ein Muster anfragen? Wir beraten Sie gern – telefonisch, per E-Mail oder persönlich in Mönchengladbach.',
  addressTitle: 'Unsere Adresse',
  emailTitle: 'E-Mail',
  phoneTitle: 'Telefon',
  hoursTitle: 'Telefonische Beratung',
  formTitle: 'Schreiben Sie uns',
  formIntro: 'Wir melden uns in der Regel innerhalb eines Werktags bei Ihnen.',
  fields: {
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefonnummer',
    message: 'Nachricht',
    emailPlaceholder: 'name@firma.de',
    phonePlaceholder: '+49 170 1234567',
    messagePlaceholder: 'Wie können wir Ihnen helfen?',
    characters: (count: number, max: number) => `${count}/${max} Zeichen`,
  },
  submit: 'Nachricht senden',
  validation: {
    required: 'Pflichtfeld',
    invalidEmail: 'Ungültige E-Mail',
    invalidPhone: 'Ungültige Telefonnummer',
    nameTooLong: 'Der Name darf nicht länger als 30 Zeichen sein',
    phoneTooLong: 'Die Telefonnummer darf nicht länger als 20 Zeichen sein',
    messageTooLong: 'Nachricht darf 255 Zeichen nicht überschreiten',
  },
  saved: 'Nachricht erfolgreich gespeichert!',
  saveFailed: 'Fehler beim Speichern der Nachricht. Bitte versuchen Sie es erneut',
} as const;
