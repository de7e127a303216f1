/** German texts of the card designer and the product order area. */
export const designerTexts = {
  sectionTitle: 'Gestalten & bestellen',
  card:
    'Bald gestalten Sie Ihre PrimeCard hier selbst: Vorlage wählen, Logo einfügen, Adresse, Telefonnummer und QR-Code-URL eintragen und die Vorschau sofort ansehen.',
  other:
    'Bald bestellen Sie dieses Produkt hier direkt online – mit Ihrem Logo, der URL für Ihren QR-Code und Ihren Hinweisen.',
  magnet: 'Bald bestellen Sie hier Ihr Magnet-Paket direkt mit Ihrer Musternummer.',
  meanwhile: 'Bis dahin nehmen wir Ihre Bestellung gern telefonisch oder per E-Mail entgegen.',
  contact: 'Kontakt aufnehmen',
} as const;
