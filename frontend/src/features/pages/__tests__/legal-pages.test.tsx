import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { servedLegalDocument, testSeller } from '@/testing/legal-handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import type { LegalDocument } from '../legal-documents';

const LOADING = 'Wird geladen …';
const LOAD_ERROR = 'Der Text konnte gerade nicht geladen werden.';

/** A document no file holds, so what the page shows can only have come from the answer. */
const answered: LegalDocument = {
  version: '2027-03-01',
  updatedAt: '2027-03-01',
  sections: [
    { title: '§ 1 Erster Abschnitt', paragraphs: ['(1) Ein Absatz.', '• Punkt A', '• Punkt B', '(2) Danach.'] },
    { title: '§ 2 Zweiter Abschnitt', paragraphs: ['Nur ein Absatz.'] },
  ],
};

function answerTerms(answer: () => Promise<Response> | Response) {
  server.use(http.get('/api/legal/terms', answer));
}

function toasts() {
  return within(screen.getByRole('region', { name: 'Benachrichtigungen' }));
}

describe('the terms page renders what GET /api/legal/terms answers', () => {
  it('shows each section with its paragraphs, a run of "• " paragraphs as one list', async () => {
    answerTerms(() => HttpResponse.json(answered));
    renderApp('/terms-and-conditions');

    const first = await screen.findByRole('region', { name: '§ 1 Erster Abschnitt' });
    const headings = within(screen.getByRole('article')).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['§ 1 Erster Abschnitt', '§ 2 Zweiter Abschnitt']);
    const paragraphs = Array.from(first.querySelectorAll('p'), (paragraph) => paragraph.textContent);
    expect(paragraphs).toEqual(['(1) Ein Absatz.', '(2) Danach.']);
    const items = within(within(first).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Punkt A', 'Punkt B']);
    expect(screen.getByRole('region', { name: '§ 2 Zweiter Abschnitt' })).toHaveTextContent('Nur ein Absatz.');
    expect(within(screen.getByRole('navigation', { name: 'Inhaltsverzeichnis' })).getAllByRole('link')).toHaveLength(2);
  });

  it('shows the date and version it answers, and links the terms as PDF', async () => {
    answerTerms(() => HttpResponse.json(answered));
    renderApp('/terms-and-conditions');

    expect(await screen.findByText('Stand: 01.03.2027 (Version 2027-03-01)')).toBeInTheDocument();
    const pdf = screen.getByRole('link', { name: 'AGB als PDF herunterladen' });
    expect(pdf).toHaveAttribute('href', '/api/legal/terms.pdf');
    expect(pdf).toHaveAttribute('download');
  });

  it('says it is loading until the answer is there', async () => {
    // The answer waits for the test, so the loader cannot be gone before it is read.
    let answer = () => {};
    const released = new Promise<void>((resolve) => {
      answer = resolve;
    });
    answerTerms(async () => {
      await released;
      return HttpResponse.json(answered);
    });
    renderApp('/terms-and-conditions');

    expect(await screen.findByText(LOADING)).toBeVisible();
    expect(screen.queryByRole('region', { name: '§ 1 Erster Abschnitt' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('region', { name: '§ 1 Erster Abschnitt' })).toBeInTheDocument();
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument();
  });

  it('shows a German error in place, without a toast, and loads the text on retry', async () => {
    let fail = true;
    answerTerms(() =>
      fail ? HttpResponse.json({ message: 'Nicht verfügbar' }, { status: 404 }) : HttpResponse.json(answered),
    );
    const { user } = renderApp('/terms-and-conditions');

    expect(await screen.findByText(LOAD_ERROR)).toBeInTheDocument();
    expect(screen.getByText('Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'AGB als PDF herunterladen' })).not.toBeInTheDocument();
    expect(toasts().queryAllByRole('status')).toHaveLength(0);
    expect(toasts().queryAllByRole('alert')).toHaveLength(0);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));

    expect(await screen.findByRole('region', { name: '§ 1 Erster Abschnitt' })).toBeInTheDocument();
    expect(screen.queryByText(LOAD_ERROR)).not.toBeInTheDocument();
  });
});

describe('the server’s documents, as the fake serves them', () => {
  it('the terms: every section of the file, the seller and the payment methods filled in', async () => {
    renderApp('/terms-and-conditions');
    const served = servedLegalDocument('terms');

    const scope = await screen.findByRole('region', { name: '§ 1 Geltungsbereich' });
    expect(scope).toHaveTextContent(
      `zwischen der ${testSeller.legalName}, ${testSeller.street}, ${testSeller.zip} ${testSeller.city} (nachfolgend „PrimeCards“)`,
    );
    const article = screen.getByRole('article');
    expect(
      within(article)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(served.sections.map((section) => section.title));
    expect(screen.getByText(`Stand: 07.12.2026 (Version ${served.version})`)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\{[^}]*\}/);
  });

  it('the Impressum: register court, register number and managing directors, without a table of contents', async () => {
    renderApp('/impressum');

    const register = await screen.findByRole('region', { name: 'Registereintrag' });
    expect(register).toHaveTextContent(`Registergericht: ${testSeller.registerCourt}`);
    expect(register).toHaveTextContent(`Registernummer: ${testSeller.registerNumber}`);
    expect(screen.getByRole('region', { name: 'Vertreten durch' })).toHaveTextContent(
      `Geschäftsführer: ${testSeller.managingDirectors}`,
    );
    expect(screen.getByRole('region', { name: 'Umsatzsteuer' })).toHaveTextContent(testSeller.vatId);
    expect(screen.queryByRole('navigation', { name: 'Inhaltsverzeichnis' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Stand:/)).not.toBeInTheDocument();
  });

  it('the Datenschutz: its lists as lists, and its date', async () => {
    renderApp('/data-protection');

    const rights = await screen.findByRole('region', { name: '9. Ihre Rechte' });
    expect(within(rights).getAllByRole('listitem')).toHaveLength(6);
    expect(within(rights).getAllByRole('listitem')[0]).toHaveTextContent(/^Auskunft über Ihre gespeicherten Daten/);
    expect(rights).toHaveTextContent(`Wenden Sie sich dazu einfach an ${testSeller.email}.`);
    expect(screen.getByText('Stand: 07.12.2026')).toBeInTheDocument();
  });
});
