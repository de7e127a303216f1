/** German texts of the cart (spec §2, §8). */
export const cartTexts = {
  buttonLabel: 'Warenkorb',
  emptyPopupTitle: 'Der Warenkorb ist leer!',
  emptyPopupText: 'Finden Sie Produkte, die Sie hinzufügen möchten',
  pageTitle: 'Warenkorb',
  emptyState: 'Sie haben noch keine Produkte platziert',
  shopNow: 'Jetzt einkaufen!',
  overview: 'Überblick',
  toCheckout: 'Zur Kasse gehen',
  backToShop: 'Zurück zum Einkaufen',
  linesInCart: (count: number) => (count === 1 ? '1 Position im Warenkorb' : `${count} Positionen im Warenkorb`),
  comingSoon: 'Die Übersicht mit Mengen und Zwischensummen wird in Kürze freigeschaltet.',
  added: 'Produkt zum Warenkorb hinzugefügt',
  merged: 'Produkt bereits in Ihrem Warenkorb! Menge wird aktualisiert',
  removed: 'Produkt aus dem Warenkorb entfernt',
} as const;
