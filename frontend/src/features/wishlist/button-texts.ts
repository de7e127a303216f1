/** The top bar's heart (spec §2), apart from the wishlist's other texts (`texts.ts`), which stay out of the app shell. */
export const wishlistButtonTexts = {
  buttonLabel: 'Wunschliste',
  emptyPopupTitle: 'Wunschliste ist leer!',
} as const;
