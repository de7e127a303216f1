/** The top bar's cart button (spec §2), apart from the cart's other texts (`texts.ts`), which stay out of the app shell. */
export const cartButtonTexts = {
  buttonLabel: 'Warenkorb',
  emptyPopupTitle: 'Der Warenkorb ist leer!',
  emptyPopupText: 'Finden Sie Produkte, die Sie hinzufügen möchten',
} as const;
