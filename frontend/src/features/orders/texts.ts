/** German texts of the customer's orders (spec §2). */
export const ordersTexts = {
  pageTitle: 'Meine Bestellungen',
  listTitle: 'Bestellliste',
  pageLead: 'Alle Bestellungen Ihres Unternehmens auf einen Blick.',
  comingSoon: 'Die Bestellübersicht wird in Kürze freigeschaltet.',
  backToShop: 'Zum PrimeShop',
} as const;
