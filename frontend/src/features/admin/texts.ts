/** German texts of the back-office (spec §2). English words are the spec's own. */
export const adminTexts = {
  brand: 'PrimeCards Admin',
  menuLabel: 'Admin-Navigation',
  menu: {
    orders: 'Bestellungen',
    products: 'Produkte',
    samples: 'Proben',
    messages: 'Nachrichten',
  },
  dashboard: 'Dashboard',
  notifications: 'Benachrichtigungen',
  logout: 'Ausloggen',
  toShop: 'Zum Shop',
  overviewLead: 'Willkommen im Back-Office von PrimeCards. Wählen Sie einen Bereich.',
  sections: {
    orders: {
      title: 'Bestellungen',
      text: 'Alle bezahlten Bestellungen mit Status, Betrag und Details.',
      comingSoon: 'Die Bestellliste mit Seitenansicht wird in Kürze freigeschaltet.',
    },
    orderDetail: {
      title: 'Bestelldetails',
      comingSoon: 'Bestelldetails und Statusänderung werden in Kürze freigeschaltet.',
      orderLabel: (orderId: string) => `Bestellung Nr. ${orderId}`,
    },
    addOrder: {
      title: 'Bestellung für einen Kunden anlegen',
      comingSoon:
        'Hier legen Sie bald individuelle Bestellungen an. Der Kunde erhält anschließend eine E-Mail mit Zahlungslink.',
    },
    products: {
      title: 'Produkte',
      text: 'Der Produktkatalog des Shops.',
      comingSoon: 'Die Produktverwaltung wird in Kürze freigeschaltet.',
    },
    samples: {
      title: 'Proben',
      text: 'Muster mit Musternummer anlegen und entfernen.',
      comingSoon: 'Die Verwaltung der Proben wird in Kürze freigeschaltet.',
    },
    messages: {
      title: 'Nachrichten',
      text: 'Anfragen aus dem Kontaktformular.',
      comingSoon: 'Der Posteingang für Kontaktanfragen wird in Kürze freigeschaltet.',
    },
  },
  createOrder: 'Create order',
  backToOrders: 'Zurück zu den Bestellungen',
  open: 'Öffnen',
  error: {
    title: 'Ressource nicht gefunden',
    message: 'Dieser Bereich des Back-Office existiert nicht.',
    back: 'Zurückgehen',
  },
} as const;
