import { screen, waitFor, within } from '@testing-library/react';

import { db, testUsers, type TestMessage } from '@/testing/data';
import { renderApp } from '@/testing/render';

import { messagePreview } from '../format';

const MESSAGES = '/admin/dashboard/messages';
const admin = { user: testUsers.admin };

function seedMessage(message: string, extra: Partial<TestMessage> = {}): TestMessage {
  const stored = {
    messageId: db.messages.length + 1,
    name: 'Maria Rossi',
    email: 'maria@roma.example',
    phone: '+49 2161 987654',
    message,
    createdAt: '2026-03-14T10:00:00Z',
    ...extra,
  };
  db.messages.push(stored);
  return stored;
}

function messageCard(name: string) {
  return within(screen.getByRole('listitem', { name: `Nachricht von ${name}` }));
}

describe('messagePreview', () => {
  it('keeps messages of up to 79 characters whole', () => {
    expect(messagePreview('a'.repeat(79))).toBeNull();
  });

  it('cuts longer ones after 79 characters, counting characters, not UTF-16 units', () => {
    expect(messagePreview('b'.repeat(80))).toBe('b'.repeat(79));
    expect(messagePreview('🍕'.repeat(80))).toBe('🍕'.repeat(79));
  });
});

describe('admin messages', () => {
  it('shows sender, contact data and date of each message', async () => {
    seedMessage('Wir möchten 200 Karten bestellen.');
    renderApp(MESSAGES, admin);
    const card = await waitFor(() => messageCard('Maria Rossi'));
    expect(card.getByRole('link', { name: 'maria@roma.example' })).toHaveAttribute('href', 'mailto:maria@roma.example');
    expect(card.getByRole('link', { name: '+49 2161 987654' })).toHaveAttribute('href', 'tel:+492161987654');
    expect(card.getByText(/14\.03\.2026/)).toBeInTheDocument();
    expect(card.getByText('Wir möchten 200 Karten bestellen.')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it("cuts a message longer than 79 characters and expands it with 'Show more', folds it with 'Show less'", async () => {
    const long = `${'Guten Tag, wir betreiben eine Pizzeria in Mönchengladbach und hätten gerne '}ein Angebot für 500 Magnetkarten.`;
    expect(long.length).toBeGreaterThan(79);
    seedMessage(long);
    seedMessage('x'.repeat(79), { name: 'Genau 79' });
    const { user } = renderApp(MESSAGES, admin);

    const card = await waitFor(() => messageCard('Maria Rossi'));
    expect(card.getByText(`${long.slice(0, 79)}…`)).toBeInTheDocument();
    expect(card.queryByText(long)).not.toBeInTheDocument();
    const more = card.getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);

    expect(card.getByText(long)).toBeInTheDocument();
    const less = card.getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');

    await user.click(less);
    expect(card.getByText(`${long.slice(0, 79)}…`)).toBeInTheDocument();

    expect(messageCard('Genau 79').getByText('x'.repeat(79))).toBeInTheDocument();
    expect(messageCard('Genau 79').queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders a message as text, never as HTML', async () => {
    const markup = '<b>fett</b><img src="x" onerror="alert(1)">';
    seedMessage(markup, { name: 'Mallory' });
    renderApp(MESSAGES, admin);
    const card = await waitFor(() => messageCard('Mallory'));
    expect(card.getByText(markup)).toBeInTheDocument();
    const item = screen.getByRole('listitem', { name: 'Nachricht von Mallory' });
    expect(item.querySelector('b')).toBeNull();
    expect(item.querySelector('img')).toBeNull();
  });

  it('shows 8 messages per page, newest first', async () => {
    for (let index = 1; index <= 9; index += 1) seedMessage(`Nachricht ${index}`, { name: `Absender ${index}` });
    const { user } = renderApp(MESSAGES, admin);
    const list = await screen.findByRole('list', { name: 'Kontaktanfragen' });
    const names = () =>
      within(screen.getByRole('list', { name: 'Kontaktanfragen' }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(names()[0]).toBe('Nachricht von Absender 9');

    await user.click(screen.getByRole('button', { name: 'Seite 2' }));
    await waitFor(() => expect(names()).toEqual(['Nachricht von Absender 1']));
  });

  it('says so when there are no messages', async () => {
    renderApp(MESSAGES, admin);
    expect(await screen.findByText('Keine Nachrichten')).toBeInTheDocument();
  });
});
