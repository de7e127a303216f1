import 'fake-indexeddb/auto';

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderApp } from '@/testing/render';

import { readImageSize } from '../image-size';
import type * as renderCard from '@/lib/card-design/render-card';
import { renderCardPreview } from '@/lib/card-design/render-card';

vi.mock('@/lib/card-design/render-card', async (importOriginal) => ({
  ...(await importOriginal<typeof renderCard>()),
  // jsdom has no 2D canvas.
  renderCardPreview: vi.fn(),
}));
// jsdom decodes no images: each test says how large its logo is.
vi.mock('../image-size', () => ({ readImageSize: vi.fn() }));

const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

const WARNING_254 =
  'Die Auflösung Ihres Logos ist gering (254 dpi). Für ein scharfes Druckbild empfehlen wir mindestens 300 dpi.';
const REFUSAL_141 =
  'Ihr Logo ist für den Druck zu klein (141 dpi). Bitte laden Sie eine Datei mit mindestens 107 × 107 Pixeln hoch.';
const APPLIED = /Ihr Design wurde angewendet/;
const SIGN_IN_FOR_WISHLIST = 'Sie müssen sich anmelden, um ein Produkt zu Ihrer Wunschliste hinzuzufügen';
const PACKED = 'Magnete einzeln in LDPE Tütchen verpackt';

function pngFile(name = 'logo.png') {
  return new File([PNG_1X1], name, { type: 'image/png' });
}

/** The next logo chosen decodes to `width` x `height` pixels. */
function logoSize(width: number, height: number) {
  vi.mocked(readImageSize).mockResolvedValueOnce({ width, height });
}

const previewForm = () => within(screen.getByRole('form', { name: 'Vorschauformular' }));
const orderForm = () => within(screen.getByRole('form', { name: 'Bestellformular' }));

async function open(route: string, options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp(route, options);
  const user = userEvent.setup();
  await screen.findByRole('form', { name: 'Bestellformular' });
  return { ...view, user };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>) {
  const form = previewForm();
  await user.type(form.getByLabelText('Adresse'), 'Hauptstraße 5, 41061 MG');
  await user.type(form.getByLabelText('Telefonnummer'), '+49 170 1234567');
  await user.type(form.getByLabelText('QR Code URL'), 'https://pizzeria-roma.de');
}

async function chooseLogo(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, name = 'logo.png') {
  await user.upload(input, pngFile(name));
  await waitFor(() => expect(input).not.toHaveAttribute('aria-busy'));
}

beforeEach(() => {
  vi.mocked(renderCardPreview).mockReset().mockResolvedValue(undefined);
  vi.mocked(readImageSize).mockReset().mockResolvedValue(null);
});

describe('the logo resolution on the card designer', () => {
  it('warns about a logo below 300 dpi and still applies it', async () => {
    const { user } = await open('/prime-shop/primeCardsDetails/2');
    await fillCard(user);
    const logo = previewForm().getByLabelText('Logo einfügen');
    logoSize(230, 180);
    await chooseLogo(user, logo);

    const warning = await previewForm().findByText(WARNING_254);
    expect(warning).toHaveAttribute('role', 'status');
    expect(logo.getAttribute('aria-describedby')).toContain(warning.id);
    expect(logo).not.toHaveAttribute('aria-invalid');
    expect(previewForm().queryByRole('alert')).not.toBeInTheDocument();
    // The size is read from the accepted file, typed by its content.
    expect(readImageSize).toHaveBeenCalledWith(expect.objectContaining({ type: 'image/png', size: PNG_1X1.length }));

    await user.click(screen.getByRole('button', { name: 'Anwenden' }));
    expect(await screen.findByText(APPLIED)).toBeInTheDocument();
    expect(previewForm().getByText(WARNING_254)).toBeInTheDocument();
  });

  it("refuses a logo below 150 dpi: 'Vorschau' draws it, 'Anwenden' does not apply it", async () => {
    const { user, store } = await open('/prime-shop/primeCardsDetails/2');
    await fillCard(user);
    const logo = previewForm().getByLabelText('Logo einfügen');
    logoSize(100, 100);
    await chooseLogo(user, logo);

    const refusal = await previewForm().findByRole('alert');
    expect(refusal).toHaveTextContent(REFUSAL_141, { normalizeWhitespace: false });
    expect(logo).toHaveAttribute('aria-invalid', 'true');
    expect(logo.getAttribute('aria-describedby')).toContain(refusal.id);
    expect(previewForm().queryByText(/Die Auflösung Ihres Logos ist gering/)).not.toBeInTheDocument();

    // The preview draws it as the customer chose it.
    await waitFor(() =>
      expect(renderCardPreview).toHaveBeenCalledWith(
        expect.anything(),
        expect.objectContaining({ logo: expect.stringMatching(/^data:image\/png;base64,/) }),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Anwenden' }));
    await user.click(screen.getByRole('button', { name: 'Anwenden' }));
    expect(previewForm().getByRole('alert')).toHaveTextContent(REFUSAL_141);
    expect(screen.queryByText(APPLIED)).not.toBeInTheDocument();
    expect(screen.queryByText('Bitte füllen Sie alle Felder des Vorschauformulars aus')).not.toBeInTheDocument();

    // Nothing was applied, so the card cannot be ordered.
    await user.selectOptions(orderForm().getByLabelText('Verarbeitung'), PACKED);
    await user.click(orderForm().getByRole('button', { name: 'In den Warenkorb' }));
    expect(
      await screen.findByText('Ihre Daten müssen angewendet werden, um das Produkt in den Warenkorb zu legen'),
    ).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([]);

    // A sharp logo lifts the refusal.
    logoSize(1000, 800);
    await chooseLogo(user, logo, 'scharf.png');
    expect(await previewForm().findByText('Ausgewählt: scharf.png')).toBeInTheDocument();
    expect(previewForm().queryByText(REFUSAL_141)).not.toBeInTheDocument();
    expect(logo).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Anwenden' }));
    expect(await screen.findByText(APPLIED)).toBeInTheDocument();
  });
});

describe('the logo resolution on the bottle opener form', () => {
  it('refuses a logo below 150 dpi for the cart and the wishlist', async () => {
    const { user, store } = await open('/prime-shop/primeCardsDetails/7');
    const logo = orderForm().getByLabelText('Logo');
    logoSize(100, 100);
    await chooseLogo(user, logo);
    expect(await orderForm().findByRole('alert')).toHaveTextContent(REFUSAL_141);

    await user.click(orderForm().getByRole('button', { name: 'Add To WishList' }));
    await user.click(orderForm().getByRole('button', { name: 'In den Warenkorb' }));
    expect(orderForm().getByRole('alert')).toHaveTextContent(REFUSAL_141);
    expect(logo).toHaveAttribute('aria-invalid', 'true');
    // A guest's wishlist click is answered at once; the refused one reached no wishlist.
    expect(screen.queryByText(SIGN_IN_FOR_WISHLIST)).not.toBeInTheDocument();
    expect(screen.queryByText('Produkt zum Warenkorb hinzugefügt')).not.toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([]);

    // Just printable (150 dpi): both buttons work again.
    logoSize(136, 107);
    await chooseLogo(user, logo, 'scharf.png');
    // The note is rendered after the spinner goes: wait for it.
    expect(
      await orderForm().findByText(
        'Die Auflösung Ihres Logos ist gering (150 dpi). Für ein scharfes Druckbild empfehlen wir mindestens 300 dpi.',
      ),
    ).toBeInTheDocument();
    expect(orderForm().queryByRole('alert')).not.toBeInTheDocument();
    await user.click(orderForm().getByRole('button', { name: 'Add To WishList' }));
    expect(await screen.findByText(SIGN_IN_FOR_WISHLIST)).toBeInTheDocument();
    await user.click(orderForm().getByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByText('Produkt zum Warenkorb hinzugefügt')).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([expect.objectContaining({ id: 7 })]);
  });

  it('warns about a logo below 300 dpi and adds it to the cart', async () => {
    const { user, store } = await open('/prime-shop/primeCardsDetails/7');
    logoSize(230, 180);
    await chooseLogo(user, orderForm().getByLabelText('Logo'));
    expect(await orderForm().findByText(WARNING_254)).toHaveAttribute('role', 'status');

    await user.click(orderForm().getByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByText('Produkt zum Warenkorb hinzugefügt')).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([
      expect.objectContaining({ id: 7, logo: expect.stringMatching(/^idb:logo:[0-9a-f]{64}$/) }),
    ]);
  });
});
