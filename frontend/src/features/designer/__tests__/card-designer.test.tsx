import 'fake-indexeddb/auto';

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { db } from '@/testing/data';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import type * as renderCard from '@/lib/card-design/render-card';
import { renderCardPreview } from '@/lib/card-design/render-card';
import { templateUrl } from '../templates';

vi.mock('@/lib/card-design/render-card', async (importOriginal) => ({
  ...(await importOriginal<typeof renderCard>()),
  // jsdom has no 2D canvas and loads no images: the drawing itself is tested in the browser journeys.
  renderCardPreview: vi.fn(),
}));

const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const PNG_DATA_URL = expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/);

const messages = {
  required: 'Pflichtfeld',
  addressTooLong: 'Die Adresse darf nicht länger als 40 Zeichen sein.',
  phoneTooLong: 'Die Telefonnummer darf nicht länger als 20 Zeichen sein',
  invalidPhone: 'Ungültige Telefonnummer',
  urlTooLong: 'Die Url der Website darf nicht länger als 40 Zeichen sein',
  tooLarge: 'Die Datei ist zu groß. Die maximal erlaubte Größe beträgt 4MB.',
  unsupported: 'Nicht unterstützter Dateityp. Bitte laden Sie ein JPG, PNG oder WEBP Bild hoch.',
  incomplete: 'Bitte füllen Sie alle Felder des Vorschauformulars aus',
  notApplied: 'Ihre Daten müssen angewendet werden, um das Produkt in den Warenkorb zu legen',
};
const PACKED = 'Magnete einzeln in LDPE Tütchen verpackt';
const SHORT = 'QR-Code mit änderbarem Kurzlink (empfohlen)';
const DIRECT = 'QR-Code führt fest zur eingegebenen URL';
/** The placeholder of the fake's format (`https://shop.example/q/`, 10 characters). */
const SHORT_LINK = 'https://shop.example/q/XXXXXXXXXX';

function pngFile(name = 'logo.png') {
  return new File([PNG_1X1], name, { type: 'image/png' });
}

async function openCard(productId = 2) {
  const view = renderApp(`/prime-shop/primeCardsDetails/${productId}`);
  // Uploads must reach the field even when the file's type is not in `accept`, as a browser lets users pick them.
  const user = userEvent.setup({ applyAccept: false });
  await screen.findByRole('form', { name: 'Vorschauformular' });
  return { ...view, user };
}

const previewForm = () => within(screen.getByRole('form', { name: 'Vorschauformular' }));
const orderForm = () => within(screen.getByRole('form', { name: 'Bestellformular' }));

async function fillPreview(user: ReturnType<typeof userEvent.setup>) {
  const form = previewForm();
  await user.type(form.getByLabelText('Adresse'), 'Hauptstraße 5, 41061 MG');
  await user.type(form.getByLabelText('Telefonnummer'), '+49 170 1234567');
  await user.type(form.getByLabelText('QR Code URL'), 'https://pizzeria-roma.de');
  await user.upload(form.getByLabelText('Logo einfügen'), pngFile());
  await waitFor(() => expect(form.getByText('Ausgewählt: logo.png')).toBeInTheDocument());
}

beforeEach(() => {
  vi.mocked(renderCardPreview).mockReset().mockResolvedValue(undefined);
  // jsdom does not scroll.
  Element.prototype.scrollIntoView = vi.fn();
  const card = db.products.find((product) => product.productId === 2);
  if (card) card.relativePrice = 2500;
});

describe('card designer page (category 2)', () => {
  it('shows the template carousel, the preview form and the card order form', async () => {
    await openCard();
    const templates = screen.getByRole('radiogroup', { name: 'Vorlage wählen' });
    expect(within(templates).getAllByRole('radio')).toHaveLength(17);
    expect(within(templates).getByRole('radio', { name: 'Baguette' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Vorlage Baguette' })).toHaveAttribute('src', templateUrl('baguette'));

    const preview = previewForm();
    expect(preview.getByLabelText('Adresse')).toHaveAttribute('placeholder', 'Straße Nr. /PLZ/ Ort');
    expect(preview.getByLabelText('Telefonnummer')).toHaveAttribute('placeholder', '+49 170 1234567');
    expect(preview.getByLabelText('QR Code URL')).toBeInTheDocument();
    expect(preview.getByLabelText('Logo einfügen')).toHaveAttribute('type', 'file');
    expect(preview.getByRole('button', { name: 'Vorschau' })).toBeInTheDocument();

    const order = orderForm();
    expect(order.getByLabelText('Verarbeitung')).toBeInTheDocument();
    expect(order.getByLabelText('Hinweise')).toBeInTheDocument();
    expect(order.getByLabelText('Menge')).toBeDisabled();
    expect(order.getByRole('button', { name: 'Zur Wunschliste' })).toBeInTheDocument();
    expect(order.getByRole('button', { name: 'In den Warenkorb' })).toBeInTheDocument();
    // 'Anwenden' sits right before the cart button.
    expect(
      order
        .getAllByRole('button')
        .slice(-3)
        .map((button) => button.textContent),
    ).toEqual(['Zur Wunschliste', 'Anwenden', 'In den Warenkorb']);
    expect(screen.queryByText(messages.required)).not.toBeInTheDocument();
  });

  it('shows each preview message only once the field was touched', async () => {
    const { user } = await openCard();
    const form = previewForm();
    const leave = async (label: string, value: string) => {
      const field = form.getByLabelText(label);
      await user.clear(field);
      if (value) await user.type(field, value);
      await user.tab();
    };
    const errorOf = (label: string) => {
      const id = form.getByLabelText(label).getAttribute('aria-describedby') ?? '';
      return document.getElementById(id.split(' ').at(-1) ?? '')?.textContent;
    };

    await leave('Adresse', '');
    expect(errorOf('Adresse')).toBe(messages.required);
    expect(form.getAllByText(messages.required)).toHaveLength(1);
    await leave('Adresse', 'x'.repeat(41));
    expect(errorOf('Adresse')).toBe(messages.addressTooLong);
    await leave('Adresse', 'x'.repeat(40));
    expect(form.queryByText(messages.addressTooLong)).not.toBeInTheDocument();

    await leave('Telefonnummer', '');
    expect(errorOf('Telefonnummer')).toBe(messages.required);
    await leave('Telefonnummer', 'nicht-anrufen');
    expect(errorOf('Telefonnummer')).toBe(messages.invalidPhone);
    await leave('Telefonnummer', '+49 170 1234567 89012');
    expect(errorOf('Telefonnummer')).toBe(messages.phoneTooLong);

    await leave('QR Code URL', '');
    expect(errorOf('QR Code URL')).toBe(messages.required);
    await leave('QR Code URL', `https://${'a'.repeat(30)}.de/x`);
    expect(errorOf('QR Code URL')).toBe(messages.urlTooLong);

    form.getByLabelText('Logo einfügen').focus();
    await user.tab();
    expect(errorOf('Logo einfügen')).toBe(messages.required);
  });

  it('refuses a logo by content and size', async () => {
    const { user } = await openCard();
    const input = previewForm().getByLabelText('Logo einfügen');

    await user.upload(input, new File(['<!doctype html><title>x</title>'], 'logo.png', { type: 'image/png' }));
    expect(await previewForm().findByText(messages.unsupported)).toBeInTheDocument();

    await user.upload(input, new File(['GIF89a\u0001\u0000\u0001\u0000'], 'logo.gif', { type: 'image/gif' }));
    expect(await previewForm().findByText(messages.unsupported)).toBeInTheDocument();

    const big = new Uint8Array(4 * 1024 * 1024 + 1);
    big.set(PNG_1X1);
    await user.upload(input, new File([big], 'gross.png', { type: 'image/png' }));
    expect(await previewForm().findByText(messages.tooLarge)).toBeInTheDocument();

    await user.upload(input, pngFile());
    expect(await previewForm().findByText('Ausgewählt: logo.png')).toBeInTheDocument();
    expect(previewForm().queryByText(messages.tooLarge)).not.toBeInTheDocument();
  });

  it("'Anwenden' with empty fields asks for all of them", async () => {
    const { user } = await openCard();
    await user.type(previewForm().getByLabelText('Adresse'), 'Hauptstraße 5');
    await user.click(orderForm().getByRole('button', { name: 'Anwenden' }));
    expect(await orderForm().findByText(messages.incomplete)).toBeInTheDocument();
    expect(previewForm().getAllByText(messages.required)).toHaveLength(3);
    expect(screen.queryByText(/Ihr Design wurde angewendet/)).not.toBeInTheDocument();
  });

  it("'In den Warenkorb' without an applied design shows the §8 error and adds nothing", async () => {
    const { user, store } = await openCard();
    await user.selectOptions(orderForm().getByLabelText('Verarbeitung'), PACKED);
    await user.click(orderForm().getByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByText(messages.notApplied)).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([]);
  });

  it("'Vorschau' draws the design on the chosen template, without applying it", async () => {
    const { user } = await openCard();
    await user.click(screen.getByRole('radio', { name: 'Burger' }));
    expect(screen.getByRole('img', { name: 'Vorlage Burger' })).toHaveAttribute('src', templateUrl('burger'));
    await fillPreview(user);
    await user.click(previewForm().getByRole('button', { name: 'Vorschau' }));

    const canvas = await screen.findByRole('img', { name: 'Vorschau Ihrer PrimeCard' });
    expect(canvas.tagName).toBe('CANVAS');
    // The code carries a placeholder short link as long as the printed one will be.
    await waitFor(() =>
      expect(renderCardPreview).toHaveBeenLastCalledWith(canvas, {
        templateUrl: templateUrl('burger'),
        address: 'Hauptstraße 5, 41061 MG',
        phone: '+49 170 1234567',
        url: 'https://pizzeria-roma.de',
        logo: PNG_DATA_URL,
        shortLink: SHORT_LINK,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Vorschau herunterladen' })).toBeEnabled();
    expect(screen.queryByText(/Ihr Design wurde angewendet/)).not.toBeInTheDocument();

    // A new template redraws the same design on it.
    await user.click(screen.getByRole('radio', { name: 'Pizza' }));
    await waitFor(() =>
      expect(renderCardPreview).toHaveBeenLastCalledWith(
        canvas,
        expect.objectContaining({ templateUrl: templateUrl('pizza') }),
      ),
    );
  });

  it('shows under the preview where the QR code leads: the URL with https:// in front', async () => {
    const { user } = await openCard();
    const form = previewForm();
    await user.click(form.getByRole('radio', { name: DIRECT }));
    await user.type(form.getByLabelText('Adresse'), 'Hauptstraße 5, 41061 MG');
    await user.type(form.getByLabelText('Telefonnummer'), '+49 170 1234567');
    await user.type(form.getByLabelText('QR Code URL'), 'www.pizzeria-roma.de');
    await user.upload(form.getByLabelText('Logo einfügen'), pngFile());
    await waitFor(() => expect(form.getByText('Ausgewählt: logo.png')).toBeInTheDocument());

    expect(await screen.findByText('QR-Code führt zu: https://www.pizzeria-roma.de')).toBeInTheDocument();
    // The drawn design keeps the URL as typed; the renderer encodes its QR text.
    // The canvas is drawn by an effect after the render that shows the text: wait for it.
    await waitFor(() =>
      expect(renderCardPreview).toHaveBeenLastCalledWith(
        expect.anything(),
        expect.objectContaining({ url: 'www.pizzeria-roma.de', shortLink: null }),
      ),
    );

    // A URL with its own scheme is shown as it is, as it is typed.
    await user.clear(form.getByLabelText('QR Code URL'));
    await user.type(form.getByLabelText('QR Code URL'), 'HTTP://Roma.de/karte');
    expect(await screen.findByText('QR-Code führt zu: HTTP://Roma.de/karte')).toBeInTheDocument();
    expect(screen.queryByText(/https:\/\/www\.pizzeria-roma\.de/)).not.toBeInTheDocument();
  });

  it("'Vorschau' with an invalid form shows its messages and stays at the form", async () => {
    const { user } = await openCard();
    await user.type(previewForm().getByLabelText('Telefonnummer'), 'abc');
    await user.click(previewForm().getByRole('button', { name: 'Vorschau' }));
    expect(await previewForm().findByText(messages.invalidPhone)).toBeInTheDocument();
    expect(previewForm().getAllByText(messages.required)).toHaveLength(3);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it("'Vorschau' brings the preview into view, smoothly unless motion is reduced", async () => {
    const { user } = await openCard();
    await fillPreview(user);
    await user.click(previewForm().getByRole('button', { name: 'Vorschau' }));
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1));
    const [target] = vi.mocked(Element.prototype.scrollIntoView).mock.contexts as Element[];
    expect(within(target as HTMLElement).getByRole('img', { name: /Vorschau Ihrer PrimeCard|Vorlage/ })).toBeVisible();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'nearest' });
  });

  it('redraws the preview while the phone number is typed, without a button', async () => {
    const { user } = await openCard();
    await fillPreview(user);
    const canvas = await screen.findByRole('img', { name: 'Vorschau Ihrer PrimeCard' });
    await waitFor(() =>
      expect(renderCardPreview).toHaveBeenLastCalledWith(canvas, expect.objectContaining({ phone: '+49 170 1234567' })),
    );

    await user.type(previewForm().getByLabelText('Telefonnummer'), '89');
    await waitFor(() =>
      expect(renderCardPreview).toHaveBeenLastCalledWith(
        canvas,
        expect.objectContaining({ phone: '+49 170 123456789', address: 'Hauptstraße 5, 41061 MG' }),
      ),
    );
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it('draws the first typed field on the template, before any logo', async () => {
    const { user } = await openCard();
    expect(screen.getByRole('img', { name: 'Vorlage Baguette' })).toBeInTheDocument();
    await user.type(previewForm().getByLabelText('Adresse'), 'Hauptstr. 12 /41061/ Mönchengladbach');
    const canvas = await screen.findByRole('img', { name: 'Vorschau Ihrer PrimeCard' });
    // The renderer prints the address by the card's rule (lib/printed-address); the design keeps it as typed.
    await waitFor(() =>
      expect(renderCardPreview).toHaveBeenLastCalledWith(
        canvas,
        expect.objectContaining({ address: 'Hauptstr. 12 /41061/ Mönchengladbach', logo: '', phone: '' }),
      ),
    );
  });

  it("says in the form why the cart waits until 'Anwenden', and again after a change", async () => {
    const { user } = await openCard();
    const cart = orderForm().getByRole('button', { name: 'In den Warenkorb' });
    expect(cart).toHaveAccessibleDescription('Bitte zuerst „Anwenden“ drücken, damit wir Ihren Entwurf übernehmen.');

    await fillPreview(user);
    await user.click(orderForm().getByRole('button', { name: 'Anwenden' }));
    expect(await orderForm().findByText(/Ihr Design wurde angewendet/)).toBeInTheDocument();
    expect(cart).not.toHaveAccessibleDescription();
    expect(orderForm().queryByText(/Bitte zuerst/)).not.toBeInTheDocument();

    await user.type(previewForm().getByLabelText('Telefonnummer'), '8');
    expect(cart).toHaveAccessibleDescription(
      'Sie haben Ihren Entwurf geändert. Bitte erneut „Anwenden“ drücken, damit wir ihn übernehmen.',
    );
  });

  it('applies the design and adds the card; the same card again raises the quantity', async () => {
    const { user, store } = await openCard();
    await user.click(screen.getByRole('radio', { name: 'Burger' }));
    await fillPreview(user);
    await user.click(orderForm().getByRole('button', { name: 'Anwenden' }));
    expect(await screen.findByText(/Ihr Design wurde angewendet/)).toBeInTheDocument();

    const order = orderForm();
    await user.selectOptions(order.getByLabelText('Verarbeitung'), PACKED);
    await user.type(order.getByLabelText('Hinweise'), 'Logo bitte groß');
    await user.click(order.getByRole('button', { name: 'Menge erhöhen' }));
    await user.click(order.getByRole('button', { name: 'In den Warenkorb' }));

    expect(await screen.findByText('Produkt zum Warenkorb hinzugefügt')).toBeInTheDocument();
    const [line] = store.getState().cart.items;
    expect(line).toEqual({
      id: 2,
      name: 'PrimeCard Starter',
      price: 4990 + 2500,
      quantity: 2,
      productType: 'PrimeProd',
      image: '/demo/products/product-2.svg',
      processingType: PACKED,
      remarks: 'Logo bitte groß',
      musterNum: '',
      templateCat: 'burger',
      address: 'Hauptstraße 5, 41061 MG',
      logo: expect.stringMatching(/^idb:logo:[0-9a-f]{64}$/),
      url: 'https://pizzeria-roma.de',
      phone: '+49 170 1234567',
      qrMode: 'short',
      cardsPerPack: 50,
    });

    // The button stays busy until the first line is in, and leaves that state in a render of its own after the
    // toast: a click while it is still busy would go nowhere.
    await waitFor(() => expect(order.getByRole('button', { name: 'In den Warenkorb' })).toBeEnabled());
    await user.click(order.getByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByText('Produkt bereits in Ihrem Warenkorb! Menge wird aktualisiert')).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([expect.objectContaining({ quantity: 4 })]);
  });

  it.each([
    [
      'a preview field',
      async (user: ReturnType<typeof userEvent.setup>) => user.type(previewForm().getByLabelText('Adresse'), 'X'),
    ],
    [
      'the template',
      async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('radio', { name: 'Tacos' })),
    ],
    [
      'the logo',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.upload(previewForm().getByLabelText('Logo einfügen'), pngFile('neu.png')),
    ],
    [
      'the kind of QR code',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(previewForm().getByRole('radio', { name: DIRECT })),
    ],
  ])('changing %s after applying un-applies the design', async (_what, change) => {
    const { user, store } = await openCard();
    await fillPreview(user);
    await user.click(orderForm().getByRole('button', { name: 'Anwenden' }));
    expect(await screen.findByText(/Ihr Design wurde angewendet/)).toBeInTheDocument();

    await change(user);
    expect(screen.queryByText(/Ihr Design wurde angewendet/)).not.toBeInTheDocument();
    await user.selectOptions(orderForm().getByLabelText('Verarbeitung'), PACKED);
    await user.click(orderForm().getByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByText(messages.notApplied)).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([]);
  });

  it('needs a packing choice before adding', async () => {
    const { user, store } = await openCard();
    await fillPreview(user);
    await user.click(orderForm().getByRole('button', { name: 'Anwenden' }));
    await screen.findByText(/Ihr Design wurde angewendet/);
    await user.click(orderForm().getByRole('button', { name: 'In den Warenkorb' }));
    expect(await orderForm().findByText(messages.required)).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([]);
  });

  it('steps through the templates with the arrow buttons and the keyboard', async () => {
    const { user } = await openCard();
    await user.click(screen.getByRole('button', { name: 'Nächste Vorlage' }));
    expect(screen.getByRole('radio', { name: 'Burger' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Vorherige Vorlage' }));
    await user.click(screen.getByRole('button', { name: 'Vorherige Vorlage' }));
    expect(screen.getByRole('radio', { name: 'Tacos' })).toBeChecked();

    screen.getByRole('radio', { name: 'Tacos' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Sushi' })).toBeChecked();
  });
});

describe('the kind of QR code', () => {
  async function fillWithWwwUrl(user: ReturnType<typeof userEvent.setup>) {
    const form = previewForm();
    await user.type(form.getByLabelText('Adresse'), 'Hauptstraße 5, 41061 MG');
    await user.type(form.getByLabelText('Telefonnummer'), '+49 170 1234567');
    await user.type(form.getByLabelText('QR Code URL'), 'www.pizzeria-roma.de');
    await user.upload(form.getByLabelText('Logo einfügen'), pngFile());
    await waitFor(() => expect(form.getByText('Ausgewählt: logo.png')).toBeInTheDocument());
  }

  it('offers the changeable short link by default, the direct address as the other choice', async () => {
    await openCard();
    const group = previewForm().getByRole('group', { name: 'Art des QR-Codes' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['short', 'direct']);
    expect(within(group).getByRole('radio', { name: SHORT })).toBeChecked();
    expect(within(group).getByRole('radio', { name: DIRECT })).not.toBeChecked();
    expect(group).toHaveAccessibleDescription(/jederzeit kostenlos unter „Meine QR-Codes“ ändern/);
  });

  it('draws the placeholder short link and says where it leads; the line keeps the short link', async () => {
    const { user, store } = await openCard();
    await fillWithWwwUrl(user);
    await user.click(orderForm().getByRole('button', { name: 'Anwenden' }));

    expect(
      await screen.findByText(`QR-Code führt zu: ${SHORT_LINK} → https://www.pizzeria-roma.de`),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(renderCardPreview).toHaveBeenLastCalledWith(
        expect.anything(),
        expect.objectContaining({ url: 'www.pizzeria-roma.de', shortLink: SHORT_LINK }),
      ),
    );

    await user.selectOptions(orderForm().getByLabelText('Verarbeitung'), PACKED);
    await user.click(orderForm().getByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByText('Produkt zum Warenkorb hinzugefügt')).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([
      expect.objectContaining({ url: 'www.pizzeria-roma.de', qrMode: 'short' }),
    ]);
  });

  it('draws the address itself when the customer wants the direct code, and the line says so', async () => {
    const { user, store } = await openCard();
    await fillWithWwwUrl(user);
    await user.click(previewForm().getByRole('radio', { name: DIRECT }));
    await user.click(orderForm().getByRole('button', { name: 'Anwenden' }));

    expect(await screen.findByText('QR-Code führt zu: https://www.pizzeria-roma.de')).toBeInTheDocument();
    expect(screen.queryByText(/→/)).not.toBeInTheDocument();
    // The canvas is drawn by an effect after the render that shows the text: wait for it.
    await waitFor(() =>
      expect(renderCardPreview).toHaveBeenLastCalledWith(
        expect.anything(),
        expect.objectContaining({ url: 'www.pizzeria-roma.de', shortLink: null }),
      ),
    );

    await user.selectOptions(orderForm().getByLabelText('Verarbeitung'), PACKED);
    await user.click(orderForm().getByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByText('Produkt zum Warenkorb hinzugefügt')).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([expect.objectContaining({ qrMode: 'direct' })]);

    // The same card with the short link is another line, not more of the direct one.
    await user.click(previewForm().getByRole('radio', { name: SHORT }));
    await user.click(orderForm().getByRole('button', { name: 'Anwenden' }));
    await screen.findByText(/Ihr Design wurde angewendet/);
    await user.click(orderForm().getByRole('button', { name: 'In den Warenkorb' }));
    await waitFor(() => expect(store.getState().cart.items).toHaveLength(2));
    expect(store.getState().cart.items.map((line) => [line.qrMode, line.quantity])).toEqual([
      ['direct', 1],
      ['short', 1],
    ]);
  });

  it('shows the address only while the short links’ format is still loading', async () => {
    server.use(http.get('/api/shop/qr-link-format', () => new Promise<never>(() => undefined)));
    const { user } = await openCard();
    await fillWithWwwUrl(user);
    await user.click(previewForm().getByRole('button', { name: 'Vorschau' }));

    expect(await screen.findByText('QR-Code führt zu: https://www.pizzeria-roma.de')).toBeInTheDocument();
    // The canvas is drawn by an effect after the render that shows the text: wait for it.
    await waitFor(() =>
      expect(renderCardPreview).toHaveBeenLastCalledWith(
        expect.anything(),
        expect.objectContaining({ url: 'www.pizzeria-roma.de', shortLink: null }),
      ),
    );
  });

  it('shows the address only, and no error, when the format cannot be loaded', async () => {
    server.use(
      http.get('/api/shop/qr-link-format', () => HttpResponse.json({ message: 'Nicht gefunden.' }, { status: 404 })),
    );
    const { user } = await openCard();
    await fillWithWwwUrl(user);
    await user.click(previewForm().getByRole('button', { name: 'Vorschau' }));

    expect(await screen.findByText('QR-Code führt zu: https://www.pizzeria-roma.de')).toBeInTheDocument();
    // The button is there, disabled, while the canvas is drawn by an effect after that render: wait for it.
    const download = await screen.findByRole('button', { name: 'Vorschau herunterladen' });
    await waitFor(() => expect(download).toBeEnabled());
    expect(
      within(screen.getByRole('region', { name: 'Benachrichtigungen' })).queryByText('Nicht gefunden.'),
    ).not.toBeInTheDocument();
  });
});

describe('packaging select and quantity', () => {
  it("offers both packings with the surcharge hint and stores the plain label's price", async () => {
    await openCard(2);
    const select = orderForm().getByLabelText('Verarbeitung');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('value')]),
    ).toEqual([
      ['Wählen Sie eine Option', ''],
      ['Magnete nicht einzeln verpackt', 'Magnete nicht einzeln verpackt'],
      ['Magnete einzeln in LDPE Tütchen verpackt (+25€)', PACKED],
    ]);
  });

  it('offers a Plus product only packed', async () => {
    const plus = db.products.find((product) => product.productId === 4);
    if (plus) plus.relativePrice = 7500;
    await openCard(4);
    const select = orderForm().getByLabelText('Verarbeitung');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Wählen Sie eine Option', 'Magnete einzeln in LDPE Tütchen verpackt (+75€)']);
  });

  it("follows the product's packing rule, not its name", async () => {
    const [starter, plus] = [2, 4].map((id) => db.products.find((product) => product.productId === id));
    if (!starter || !plus) throw new Error('demo products 2 and 4 missing');
    Object.assign(starter, { name: 'PrimeCard Starter Plus', packingRule: 'any' });
    Object.assign(plus, { name: 'PrimeCard Premium', packingRule: 'packedOnly' });
    const offered = () =>
      within(orderForm().getByLabelText('Verarbeitung'))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'));

    const first = await openCard(2);
    expect(offered()).toEqual(['', 'Magnete nicht einzeln verpackt', PACKED]);
    first.unmount();

    await openCard(4);
    expect(offered()).toEqual(['', PACKED]);
  });

  it("requires a choice: 'Pflichtfeld' once the select was left empty", async () => {
    const { user } = await openCard(2);
    const select = orderForm().getByLabelText('Verarbeitung');
    select.focus();
    await user.tab();
    expect(await orderForm().findByText(messages.required)).toBeInTheDocument();
  });

  it('sums packs, cards, the total and the price per card, following packing and quantity', async () => {
    const { user } = await openCard(2);
    const sums = within(orderForm().getByRole('group', { name: 'Ihre Auswahl' }));
    // 49,90 € for 50 cards, loose until a packing is chosen: 99,8 ct a card rounds to 1,00 €.
    expect(sums.getByText('1 Paket = 50 Karten')).toBeInTheDocument();
    expect(sums.getByText('Gesamt: 49,90 € exkl. MwSt')).toBeInTheDocument();
    expect(sums.getByText('1,00 € pro Karte')).toBeInTheDocument();

    await user.selectOptions(orderForm().getByLabelText('Verarbeitung'), PACKED);
    expect(sums.getByText('Gesamt: 74,90 € exkl. MwSt')).toBeInTheDocument();
    expect(sums.getByText('1,50 € pro Karte')).toBeInTheDocument();

    const increase = orderForm().getByRole('button', { name: 'Menge erhöhen' });
    for (let i = 0; i < 4; i++) await user.click(increase);
    expect(sums.getByText('5 Pakete = 250 Karten')).toBeInTheDocument();
    expect(sums.getByText('Gesamt: 374,50 € exkl. MwSt')).toBeInTheDocument();
    expect(sums.getByText('1,50 € pro Karte')).toBeInTheDocument();

    await user.selectOptions(orderForm().getByLabelText('Verarbeitung'), 'Magnete nicht einzeln verpackt');
    expect(sums.getByText('Gesamt: 249,50 € exkl. MwSt')).toBeInTheDocument();
  });

  it('prices a packed-only product packed before the choice', async () => {
    const plus = db.products.find((product) => product.productId === 4);
    if (plus) plus.relativePrice = 7500;
    await openCard(4);
    const sums = within(orderForm().getByRole('group', { name: 'Ihre Auswahl' }));
    // 129,90 € + 75,00 € for 150 cards: 136,6 ct a card.
    expect(sums.getByText('1 Paket = 150 Karten')).toBeInTheDocument();
    expect(sums.getByText('Gesamt: 204,90 € exkl. MwSt')).toBeInTheDocument();
    expect(sums.getByText('1,37 € pro Karte')).toBeInTheDocument();
  });

  it('keeps the quantity within 1..15 with a disabled input', async () => {
    const { user } = await openCard(2);
    const order = orderForm();
    const value = order.getByLabelText('Menge');
    const decrease = order.getByRole('button', { name: 'Menge verringern' });
    const increase = order.getByRole('button', { name: 'Menge erhöhen' });
    expect(value).toBeDisabled();
    expect(value).toHaveValue(1);
    expect(decrease).toBeDisabled();
    for (let i = 0; i < 20; i++) if (!increase.hasAttribute('disabled')) await user.click(increase);
    expect(value).toHaveValue(15);
    expect(increase).toBeDisabled();
    await user.click(decrease);
    expect(value).toHaveValue(14);
  });
});

describe('wishlist button', () => {
  it('asks a guest to sign in', async () => {
    const { user } = await openCard(2);
    await user.click(orderForm().getByRole('button', { name: 'Zur Wunschliste' }));
    expect(
      await screen.findByText('Sie müssen sich anmelden, um ein Produkt zu Ihrer Wunschliste hinzuzufügen'),
    ).toBeInTheDocument();
  });
});
