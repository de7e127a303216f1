import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { heldResponse } from '@/testing/held-response';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import serverMessages from '@/testing/server-messages.json';
import { timerWindow } from '@/testing/timer-window';

const LOOKUP_URL = '/api/samples/get-product-byMNB';

function lookupBox() {
  return screen.getByRole('region', { name: 'Musternummer suchen' });
}

function toasts() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

async function openShop() {
  const view = renderApp('/prime-shop');
  const field = await within(lookupBox()).findByLabelText('Musternummer');
  return { ...view, field };
}

/** Counts the lookup requests the fake server receives. */
function countLookups(): () => string[] {
  const numbers: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === LOOKUP_URL) numbers.push(url.searchParams.get('musterNb') ?? '');
  });
  return () => numbers;
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('sample lookup on /prime-shop', () => {
  it('replaces the coming-soon text with the form in the Musternummer section', async () => {
    await openShop();
    const section = screen.getByRole('region', { name: 'Für Kunden mit Musternummer' });
    expect(within(section).getByRole('region', { name: 'Musternummer suchen' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Muster suchen' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByText(/in Kürze freigeschaltet/)).not.toBeInTheDocument();
  });

  it('shows Pflichtfeld only once the empty field was touched', async () => {
    const { user, field } = await openShop();
    expect(within(lookupBox()).queryByText('Pflichtfeld')).not.toBeInTheDocument();

    await user.click(field);
    await user.tab();
    expect(await within(lookupBox()).findByText('Pflichtfeld')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses more than 10 characters with the spec message, without asking the server', async () => {
    const lookups = countLookups();
    const { user, field } = await openShop();

    await user.type(field, 'MN-10010000');
    expect(
      within(lookupBox()).queryByText('Die Musternummer darf nicht länger als 10 Zeichen sein'),
    ).not.toBeInTheDocument();
    await user.tab();
    expect(
      await within(lookupBox()).findByText('Die Musternummer darf nicht länger als 10 Zeichen sein'),
    ).toBeInTheDocument();

    await user.click(within(lookupBox()).getByRole('button', { name: 'Muster suchen' }));
    expect(field).toHaveValue('MN-10010000');
    expect(lookups()).toEqual([]);

    await user.clear(field);
    await user.type(field, 'MN-1001000');
    await waitFor(() =>
      expect(
        within(lookupBox()).queryByText('Die Musternummer darf nicht länger als 10 Zeichen sein'),
      ).not.toBeInTheDocument(),
    );
  });

  it("refuses a character the documents cannot print with the server's text, without asking the server", async () => {
    const lookups = countLookups();
    const { user, field } = await openShop();
    const message = 'Dieses Zeichen kann nicht gedruckt werden: „🍕“. Bitte verwenden Sie lateinische Buchstaben.';

    await user.type(field, 'MN-🍕');
    await user.tab();
    expect(await within(lookupBox()).findByText(message)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(message);

    await user.click(within(lookupBox()).getByRole('button', { name: 'Muster suchen' }));
    expect(field).toHaveValue('MN-🍕');
    expect(lookups()).toEqual([]);
  });

  it('submitting the empty form shows Pflichtfeld and sends nothing', async () => {
    const lookups = countLookups();
    const { user } = await openShop();
    await user.click(within(lookupBox()).getByRole('button', { name: 'Muster suchen' }));
    expect(await within(lookupBox()).findByText('Pflichtfeld')).toBeInTheDocument();
    expect(lookups()).toEqual([]);
  });

  it('shows a loader while searching, then the sample image; the close button hides it', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(LOOKUP_URL, async () => {
        await answered;
        return HttpResponse.json({
          sample: {
            sampleId: 1,
            musterNumber: 'MN-1001',
            restaurentName: 'Restaurant 1',
            sampleImage: '/demo/samples/MN-1001.svg',
          },
        });
      }),
    );
    const { user, field } = await openShop();

    await user.type(field, 'MN-1001');
    await user.click(within(lookupBox()).getByRole('button', { name: 'Muster suchen' }));

    expect(await within(lookupBox()).findByRole('status')).toHaveTextContent('Muster wird gesucht …');
    expect(within(lookupBox()).getByRole('button', { name: 'Muster suchen' })).toBeDisabled();

    release();
    const image = await within(lookupBox()).findByRole('img', { name: 'Muster MN-1001 von Restaurant 1' });
    expect(image).toHaveAttribute('src', '/demo/samples/MN-1001.svg');
    expect(within(lookupBox()).queryByText('Muster wird gesucht …')).not.toBeInTheDocument();
    // The form is emptied after the search.
    expect(field).toHaveValue('');
    expect(within(lookupBox()).queryByText('Pflichtfeld')).not.toBeInTheDocument();

    await user.click(within(lookupBox()).getByRole('button', { name: 'Muster schließen' }));
    expect(within(lookupBox()).queryByRole('img', { name: /Muster MN-1001/ })).not.toBeInTheDocument();
  });

  it('offers the sample-number packs next to a found sample', async () => {
    const { user, field } = await openShop();
    await user.type(field, 'MN-1002');
    await user.click(within(lookupBox()).getByRole('button', { name: 'Muster suchen' }));

    await within(lookupBox()).findByRole('img', { name: 'Muster MN-1002 von Restaurant 2' });
    expect(within(lookupBox()).getByText('Mit diesem Muster nachbestellen:')).toBeInTheDocument();
    expect(within(lookupBox()).getByRole('link', { name: 'Magnete mit Musternummer – 100 Stück' })).toHaveAttribute(
      'href',
      '/prime-shop/MBNCardsDetails/5',
    );
    expect(within(lookupBox()).getByRole('link', { name: 'Magnete mit Musternummer – 250 Stück' })).toHaveAttribute(
      'href',
      '/prime-shop/MBNCardsDetails/6',
    );
  });

  it('shows the not-found message for 3 seconds, once, without a toast or a retry, and resets the form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const lookups = countLookups();
    // Held, so that the clock can be noted just before the answer starts the 3 s.
    const lookup = heldResponse();
    server.use(
      http.get(LOOKUP_URL, async () => {
        await lookup.held;
        return undefined;
      }),
    );
    const { user, field } = await openShop();

    await user.type(field, 'XYZ');
    await user.click(within(lookupBox()).getByRole('button', { name: 'Muster suchen' }));
    await waitFor(() => expect(lookups()).toEqual(['XYZ']));
    const shown = timerWindow();
    lookup.release();

    const message = await within(lookupBox()).findByRole('alert');
    shown.stop();
    expect(message).toHaveTextContent('Es wurde kein passendes Muster gefunden für: XYZ');
    expect(field).toHaveValue('');
    expect(toasts().queryByText(serverMessages.sampleNotFound)).not.toBeInTheDocument();
    expect(toasts().queryAllByRole('status')).toHaveLength(0);

    shown.justBefore(3000);
    expect(within(lookupBox()).getByText('Es wurde kein passendes Muster gefunden für: XYZ')).toBeInTheDocument();
    shown.past(3000);
    expect(within(lookupBox()).queryByText(/Es wurde kein passendes Muster gefunden/)).not.toBeInTheDocument();

    // A 404 is final: no retry with back-off (the retries would come after 1, 2 and 4 s).
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(lookups()).toEqual(['XYZ']);
  });

  it('a new search replaces the previous result', async () => {
    const { user, field } = await openShop();
    await user.type(field, 'MN-1001');
    await user.click(within(lookupBox()).getByRole('button', { name: 'Muster suchen' }));
    await within(lookupBox()).findByRole('img', { name: 'Muster MN-1001 von Restaurant 1' });

    await user.type(field, 'MN-9999');
    await user.click(within(lookupBox()).getByRole('button', { name: 'Muster suchen' }));
    expect(
      await within(lookupBox()).findByText('Es wurde kein passendes Muster gefunden für: MN-9999'),
    ).toBeInTheDocument();
    expect(within(lookupBox()).queryByRole('img', { name: /Muster MN-1001/ })).not.toBeInTheDocument();
  });

  it('leaves other failures to the common error handler', async () => {
    server.use(http.get(LOOKUP_URL, () => HttpResponse.json({ message: 'Zu viele Anfragen' }, { status: 403 })));
    const { user, field } = await openShop();
    await user.type(field, 'MN-1001');
    await user.click(within(lookupBox()).getByRole('button', { name: 'Muster suchen' }));

    expect(await toasts().findByText('Zu viele Anfragen')).toBeInTheDocument();
    expect(within(lookupBox()).queryByRole('alert')).not.toBeInTheDocument();
    expect(field).toHaveValue('');
  });
});
