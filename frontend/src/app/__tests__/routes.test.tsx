import { screen, within } from '@testing-library/react';

import { renderApp } from '@/testing/render';

describe('route table', () => {
  it.each([
    ['/sign-in', 'Loggen Sie sich in Ihr Konto ein'],
    ['/sign-up', 'Erstellen Sie Ihr Konto'],
    ['/paymentError', 'Zahlungsfehler'],
    ['/unauthorized', 'Unbefugter Zugriff'],
    ['/404', 'Ressource nicht gefunden'],
    ['/checkout', 'Kasse'],
    ['/shopping-cart', 'Warenkorb'],
    ['/contact', 'Kontaktieren Sie uns!'],
    ['/terms-and-conditions', 'Allgemeine Geschäftsbedingungen'],
    ['/Impressum', 'Impressum'],
    ['/impressum', 'Impressum'],
    ['/faq', 'Häufig gestellte Fragen'],
    ['/data-protection', 'Datenschutzerklärung'],
    ['/pending-page', 'Bestellbestätigung'],
    ['/my-orders', 'Meine Bestellungen'],
    ['/my-data', 'Meine Daten'],
    ['/my-qr-codes', 'Meine QR-Codes'],
    ['/qr-codes', 'Meine QR-Codes'],
    ['/my-wishlist', 'Meine Wunschliste'],
    ['/activate', 'Kontoaktivierung'],
    ['/forgot-password', 'Passwort vergessen'],
    ['/reset-password', 'Passwort zurücksetzen'],
    ['/admin/dashboard', 'Dashboard'],
    ['/admin/dashboard/orders', 'Bestellungen'],
    ['/admin/dashboard/orders/add-order', 'Bestellungen'],
    ['/admin/dashboard/orders/42', 'Bestellungen'],
    ['/admin/dashboard/customers', 'Kunden'],
    ['/admin/dashboard/closures', 'Schließtage'],
    ['/admin/dashboard/vouchers', 'Aktionscodes'],
    ['/admin/dashboard/qr-links', 'QR-Codes'],
    ['/admin/dashboard/messages', 'Nachrichten'],
    ['/admin/dashboard/jobs', 'Hintergrundaufgaben'],
  ])('%s shows its page', async (route, heading) => {
    renderApp(route);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows the payment error message', async () => {
    renderApp('/paymentError');
    expect(await screen.findByText('Leider ist etwas mit Ihrer Zahlung schiefgelaufen')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path', async () => {
    const { router } = renderApp('/gibt-es-nicht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ressource nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByText(/wurde nicht gefunden/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/gibt-es-nicht');
  });

  it('shows the admin error card for an unknown admin section', async () => {
    renderApp('/admin/dashboard/unbekannt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ressource nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurückgehen' })).toHaveAttribute('href', '/home');
  });

  it('shows the six FAQ entries as a collapsed accordion that opens on click', async () => {
    const { user } = renderApp('/faq');
    // In the page itself: the top bar's 'Menü' is a collapsed button too.
    const questions = await within(screen.getByRole('main')).findAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(6);
    // The answer is built from GET /api/shop/payment-methods (card, paypal, klarna, sepa_debit in the fake).
    const answer = await screen.findByText(
      'Sie können bei uns mit Kreditkarte (auch Apple Pay und Google Pay), PayPal, Klarna und SEPA-Lastschrift bezahlen.',
    );
    expect(answer).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Welche Zahlungsmethoden bieten Sie an?' }));

    expect(screen.getByRole('button', { name: 'Welche Zahlungsmethoden bieten Sie an?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(answer).toBeVisible();
  });

  it('states every legal fact of the terms, as the server serves them', async () => {
    renderApp('/terms-and-conditions');
    await screen.findByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' });
    await screen.findByRole('heading', { level: 2, name: /^§ 1 / });
    for (const section of ['§ 1', '§ 6', '§ 11']) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(`^${section} `) })).toBeInTheDocument();
    }
    const text = document.body.textContent ?? '';
    for (const fact of [
      'innerhalb von 24 Stunden nach Erhalt der schriftlichen Bestätigung',
      '40 Euro pro Arbeitsstunde',
      'mindestens 45 Minuten',
      'innerhalb von einer Woche nach Erhalt der Ware',
      'Der Versand ist kostenlos',
      'Nettopreise',
      'nur einmal eingelöst',
      '24 Stunden nach Zahlungseingang',
      'kostenloses Musterexemplar',
      // Issue 35: the buyer is a business, anywhere in the EU.
      'PrimeCards liefert an Unternehmer in allen Mitgliedstaaten der Europäischen Union',
      'steuerfrei (§ 4 Nr. 1b i. V. m. § 6a UStG)',
      'berechnet PrimeCards die deutsche Mehrwertsteuer',
      'bestätigt der Kunde, dass er als Unternehmer im Sinne des § 14 BGB bestellt',
      'als PDF-Datei herunterladen und speichern',
      'ist die bei Vertragsschluss geltende Fassung der AGB als PDF-Datei beigefügt',
    ]) {
      expect(text).toContain(fact);
    }
    // § 6 names the payment methods the server fills in (the fake: card, paypal, klarna, sepa_debit).
    const payment = screen.getByRole('region', { name: '§ 6 Zahlung' });
    expect(
      within(payment).getByText('Kreditkarte (auch Apple Pay und Google Pay), PayPal, Klarna und SEPA-Lastschrift'),
    ).toBeInTheDocument();
  });

  it('states how long the shop keeps data and where customers download or delete theirs', async () => {
    renderApp('/data-protection');
    await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' });
    const section = await screen.findByRole('region', { name: '8. Speicherdauer' });
    for (const fact of [
      'Unbezahlte Gastbestellungen löschen wir nach 30 Tagen',
      'Nachrichten aus dem Kontaktformular löschen wir nach 2 Jahren',
      'Kundenkonten, die nicht aktiviert wurden, löschen wir nach 7 Tagen',
      'Bestellungen und Rechnungen bewahren wir 10 Jahre auf',
      '§ 147 AO, § 14b UStG',
      '„Meine Daten“ herunterladen oder Ihr Kundenkonto dort löschen',
    ]) {
      expect(section).toHaveTextContent(fact);
    }
    expect(screen.getByRole('link', { name: '8. Speicherdauer' })).toHaveAttribute('href', '#speicherdauer');
  });
});
