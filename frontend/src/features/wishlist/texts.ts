/** German texts of the wishlist (spec §2, §6, §8). */
export const wishlistTexts = {
  buttonLabel: 'Wunschliste',
  emptyPopupTitle: 'Wunschliste ist leer!',
  pageTitle: 'Meine Wunschliste',
  pageLead: 'Hier merken Sie sich Produkte, die Sie später bestellen möchten.',
  emptyState: 'Ihre Wunschliste ist noch nicht gefüllt!',
  fillNow: 'Jetzt füllen!',
  signInRequired: 'Sie müssen sich anmelden, um ein Produkt zu Ihrer Wunschliste hinzuzufügen',
  toSignIn: 'Zur Anmeldung',
  comingSoon: 'Die Wunschliste wird in Kürze freigeschaltet.',
} as const;
