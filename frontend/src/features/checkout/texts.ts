/** German texts of checkout and payment (spec §2, §8). */
export const checkoutTexts = {
  pageTitle: 'Kasse',
  pageLead: 'Prüfen Sie Ihre Bestellung und geben Sie Ihre Kontaktinformationen ein.',
  comingSoon: 'Die Online-Bezahlung wird in Kürze freigeschaltet. Für Bestellungen erreichen Sie uns bis dahin telefonisch oder per E-Mail.',
  toCart: 'Zum Warenkorb',
  contact: 'Kontakt aufnehmen',
  pendingTitle: 'Bestellbestätigung',
  pendingLead: 'Hier sehen Sie nach dem Bezahlen den Status Ihrer Zahlung.',
  pendingComingSoon: 'Die Zahlungsbestätigung wird mit der Online-Bezahlung freigeschaltet.',
  backToShop: 'Zurück zum Shop',
} as const;
