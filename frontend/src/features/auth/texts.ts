/**
 * Every German (and the spec's few English) text of the account screens, word
 * for word as the spec writes them (spec §2, §4, §5, §8). Texts the spec does
 * not give (labels, hints) are our own wording.
 */
import { accountMenuTexts } from './menu-texts';

export const authTexts = {
  fields: {
    email: 'E-Mail',
    password: 'Passwort',
    companyName: 'Firmenname',
    phone: 'Telefonnummer',
    phonePlaceholder: '+49 170 1234567',
    emailPlaceholder: 'name@firma.de',
    newPassword: 'Neues Passwort',
    confirmPassword: 'Passwort bestätigen',
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
  },
  validation: {
    required: 'Pflichtfeld',
    invalidEmail: 'Ungültige E-Mail',
    invalidPhone: 'Ungültige Telefonnummer',
    companyNameTooLong: 'Der Firmenname darf nicht länger als 30 Zeichen sein',
    phoneTooLong: 'Die Telefonnummer darf nicht länger als 20 Zeichen sein',
    passwordTooShort: 'Das Passwort muss mindestens 6 Zeichen lang sein',
    newPasswordRequired: 'Neues Passwort ist erforderlich',
    confirmPasswordRequired: 'Bitte bestätigen Sie Ihr Passwort',
    passwordsMustMatch: 'Passwörter müssen übereinstimmen',
    /** The checkout's delivery address limit, worded for the account's address. */
    addressTooLong: 'Die Adresse darf nicht länger als 40 Zeichen sein.',
    /** As in checkout (`lib/shipping.ts`). */
    invalidVatId: 'Bitte geben Sie eine gültige USt-IdNr. ein (z. B. DE136695976).',
  },
  /** A failure that is not an error object (spec §8). */
  unexpectedFailure: 'An unexpected error occurred. Please try again...',
  signIn: {
    heading: 'Loggen Sie sich in Ihr Konto ein',
    sidePanelTitle: 'Willkommen zurück!',
    sidePanelText: 'Melden Sie sich an, um Ihre Bestellungen und Ihre Wunschliste im Blick zu behalten.',
    forgotPassword: 'Passwort vergessen?',
    submit: 'Einloggen',
    createAccount: 'Neues Konto erstellen',
    failed: 'Login fehlgeschlagen. Bitte versuchen Sie es noch einmal...',
    succeeded: 'Sie sind jetzt angemeldet.',
  },
  signUp: {
    heading: 'Erstellen Sie Ihr Konto',
    sidePanelTitle: 'Hallo!',
    sidePanelText: 'Registrieren Sie Ihr Unternehmen und bestellen Sie Ihre persönlichen PrimeCards noch schneller.',
    submit: 'Absenden',
    haveAccount: 'Sie haben bereits ein Konto?',
    toSignIn: 'Zur Anmeldung',
    failed: 'Anmeldung fehlgeschlagen. Bitte versuchen Sie es erneut...',
    activationEmailSent: 'An Activation email was sent for you',
  },
  forgotPassword: {
    heading: 'Passwort vergessen',
    explanation:
      'Geben Sie die verifizierte E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie Ihr Passwort zurücksetzen können.',
    submit: 'Reset-Link senden',
    sent: 'Link zum Zurücksenden gesendet! Überprüfen Sie Ihre E-Mail.',
    failed: 'Error sending password reset link',
  },
  resetPassword: {
    heading: 'Passwort zurücksetzen',
    explanation: 'Bitte legen Sie Ihre neuen Zugangsdaten fest.',
    submit: 'Passwort zurücksetzen',
    succeeded: 'Das Passwort wurde erfolgreich zurückgesetzt',
    failed: 'Error while resetting your password',
    missingToken:
      'Der Link zum Zurücksetzen ist unvollständig. Bitte öffnen Sie den Link aus Ihrer E-Mail erneut oder fordern Sie einen neuen an.',
    requestNewLink: 'Neuen Link anfordern',
  },
  activate: {
    heading: 'Kontoaktivierung',
    explanation: 'Über den Link aus Ihrer E-Mail aktivieren Sie Ihr Kundenkonto bei PrimeCards.',
    activating: 'Ihr Konto wird aktiviert …',
    succeeded: 'Ihre E-Mail wurde erfolgreich aktiviert!',
    redirecting: 'Sie werden gleich zur Anmeldung weitergeleitet.',
    /** The API's own text for an unusable link; used when the link lacks its e-mail or token. */
    invalidLink: 'Der Aktivierungslink ist ungültig oder abgelaufen. Bitte fordern Sie eine neue E-Mail an.',
    resendIntro: 'Geben Sie Ihre E-Mail-Adresse ein, um einen neuen Aktivierungslink zu erhalten.',
    resend: 'Neue Aktivierungs-E-Mail anfordern',
    resendFailed: 'Die Aktivierungs-E-Mail konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  },
  menu: accountMenuTexts,
  /** /my-data: what the shop stores about the account, its download and the deletion (DSGVO Art. 15, 17, 20). */
  myData: {
    pageTitle: 'Meine Daten',
    pageLead:
      'Ihre Angaben und Ihr Passwort ändern, und sehen, welche Daten wir zu Ihrem Kundenkonto speichern – zum Herunterladen oder Löschen.',
    signedOutTitle: 'Ups! Du musst dich zuerst anmelden',
    signedOutText: 'Ihre Daten sehen Sie, sobald Sie in Ihrem Konto angemeldet sind.',
    toSignIn: 'Zur Anmeldung',
    profileTitle: 'Ihre Angaben',
    profileText: (email: string) => `Ihre E-Mail-Adresse ${email} ist Ihr Login und lässt sich hier nicht ändern.`,
    address: 'Adresse',
    country: 'Land',
    vatId: 'USt-IdNr. (optional)',
    vatIdPlaceholder: 'z. B. DE136695976',
    /** The spec's placeholder of the address, as in checkout. */
    addressPlaceholder: 'Straße Nr. /PLZ/ Ort',
    saveProfile: 'Angaben speichern',
    profileSaved: 'Ihre Daten wurden gespeichert.',
    profileFailed: 'Ihre Daten konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    passwordTitle: 'Passwort ändern',
    currentPassword: 'Aktuelles Passwort',
    newPassword: 'Neues Passwort',
    repeatPassword: 'Neues Passwort wiederholen',
    changePassword: 'Passwort ändern',
    /** When the answer carries no message of its own (the server's text). */
    passwordChanged: 'Ihr Passwort wurde geändert.',
    passwordFailed: 'Ihr Passwort konnte nicht geändert werden. Bitte versuchen Sie es erneut.',
    storedTitle: 'Was wir speichern',
    storedIntro: 'Zu Ihrem Kundenkonto speichern wir:',
    storedItems: [
      'Firmenname, E-Mail-Adresse, Telefonnummer und Adresse, Land, USt-IdNr. und Rechnungsadresse,',
      'Ihr Passwort, ausschließlich als sicheren Hashwert,',
      'Ihre Bestellungen mit Liefer- und Rechnungsdaten, hochgeladenen Logos und Designangaben,',
      'die Einträge Ihrer Wunschliste.',
    ],
    privacyBefore: 'Wofür wir diese Daten verwenden und wie lange wir sie aufbewahren, lesen Sie in unserer ',
    privacyLink: 'Datenschutzerklärung',
    privacyAfter: '.',
    downloadTitle: 'Daten herunterladen',
    downloadText:
      'Sie erhalten alle Daten Ihres Kundenkontos in einer JSON-Datei, die Sie speichern und an andere Anbieter weitergeben können (Art. 15 und 20 DSGVO).',
    download: 'Daten herunterladen',
    deleteTitle: 'Konto löschen',
    deleteText:
      'Wenn Sie Ihr Konto löschen, können Sie sich nicht mehr anmelden, und wir löschen die Daten Ihres Kundenkontos. Bestellungen und Rechnungen müssen wir für die gesetzliche Aufbewahrungsfrist von 10 Jahren aufbewahren (§ 147 AO, § 14b UStG); sie sind dann aber nicht mehr mit einem Login verknüpft.',
    delete: 'Konto löschen',
    dialogTitle: 'Konto endgültig löschen?',
    dialogText:
      'Bitte bestätigen Sie die Löschung mit Ihrem Passwort. Ihr Konto lässt sich danach nicht wiederherstellen.',
    confirm: 'Konto endgültig löschen',
    cancel: 'Abbrechen',
    /** When the answer carries no message of its own. */
    deleted: 'Ihr Konto wurde gelöscht.',
    failed: 'Ihr Konto konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
  },
} as const;
