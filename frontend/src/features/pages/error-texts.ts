/** German texts of the error pages (spec §2), apart from the landing page's: they are in the entry chunk. */
export const errorTexts = {
  notFound: {
    title: 'Ressource nicht gefunden',
    message:
      'Die gesuchte Seite wurde nicht gefunden. Möglicherweise wurde sie entfernt oder ist vorübergehend nicht verfügbar.',
  },
  unauthorized: {
    title: 'Unbefugter Zugriff',
    message: 'Sie haben keine Berechtigung, auf diese Seite zuzugreifen',
  },
  paymentError: {
    title: 'Zahlungsfehler',
    message: 'Leider ist etwas mit Ihrer Zahlung schiefgelaufen',
    hint: 'Ihr Warenkorb ist noch gespeichert. Sie können es erneut versuchen oder uns kontaktieren.',
  },
  toHome: 'Zur Startseite',
  toShop: 'Zum PrimeShop',
  toCart: 'Zum Warenkorb',
  toContact: 'Kontakt aufnehmen',
} as const;
