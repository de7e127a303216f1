/** German texts of the account screens, as the spec writes them (spec §2, §8). */
export const authTexts = {
  signIn: {
    heading: 'Loggen Sie sich in Ihr Konto ein',
    sidePanelTitle: 'Willkommen zurück!',
    sidePanelText: 'Melden Sie sich an, um Ihre Bestellungen und Ihre Wunschliste im Blick zu behalten.',
    forgotPassword: 'Passwort vergessen?',
    createAccount: 'Neues Konto erstellen',
    comingSoon: 'Die Anmeldung wird in Kürze freigeschaltet. Bis dahin können Sie als Gast bestellen.',
  },
  signUp: {
    heading: 'Erstellen Sie Ihr Konto',
    sidePanelTitle: 'Hallo!',
    sidePanelText: 'Registrieren Sie Ihr Unternehmen und bestellen Sie Ihre persönlichen PrimeCards noch schneller.',
    haveAccount: 'Sie haben bereits ein Konto?',
    toSignIn: 'Zur Anmeldung',
    comingSoon: 'Die Registrierung wird in Kürze freigeschaltet.',
  },
  forgotPassword: {
    heading: 'Passwort vergessen',
    explanation:
      'Geben Sie die verifizierte E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie Ihr Passwort zurücksetzen können.',
    comingSoon: 'Das Zurücksetzen per E-Mail wird in Kürze freigeschaltet.',
  },
  resetPassword: {
    heading: 'Passwort zurücksetzen',
    explanation: 'Bitte legen Sie Ihre neuen Zugangsdaten fest.',
    comingSoon: 'Das Festlegen eines neuen Passworts wird in Kürze freigeschaltet.',
  },
  activate: {
    heading: 'Kontoaktivierung',
    explanation: 'Über den Link aus Ihrer E-Mail aktivieren Sie Ihr Kundenkonto bei PrimeCards.',
    comingSoon: 'Die Aktivierung über den E-Mail-Link wird in Kürze freigeschaltet.',
  },
  menu: {
    signIn: 'Anmelden',
    myOrders: 'Meine Bestellungen',
    logout: 'Ausloggen',
    account: 'Mein Konto',
  },
} as const;
