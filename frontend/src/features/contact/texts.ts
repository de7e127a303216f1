/** German texts of the contact page (spec §2, §8). */
export const contactTexts = {
  pageTitle: 'Kontaktieren Sie uns!',
  pageLead:
    'Sie haben Fragen zu Ihrer Bestellung, zu einem Design oder möchten ein Muster anfragen? Wir beraten Sie gern – telefonisch, per E-Mail oder persönlich in Mönchengladbach.',
  addressTitle: 'Unsere Adresse',
  emailTitle: 'E-Mail',
  phoneTitle: 'Telefon',
  hoursTitle: 'Telefonische Beratung',
  formTitle: 'Schreiben Sie uns',
  formComingSoon:
    'Das Kontaktformular wird in Kürze freigeschaltet. Bis dahin erreichen Sie uns am schnellsten per E-Mail oder Telefon.',
} as const;
