/**
 * The top bar's account menu (spec §2): kept apart from the account screens'
 * texts (`texts.ts`, where they are `authTexts.menu`), which stay out of the
 * app shell.
 */
export const accountMenuTexts = {
  signIn: 'Anmelden',
  myOrders: 'Meine Bestellungen',
  myQrCodes: 'Meine QR-Codes',
  myData: 'Meine Daten',
  logout: 'Ausloggen',
  account: 'Mein Konto',
} as const;
