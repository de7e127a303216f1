import { act, screen } from '@testing-library/react';

import { testUsers } from '@/testing/data';
import { renderApp } from '@/testing/render';

const NOTICE =
  'Der Verwaltungsbereich ist für größere Bildschirme gemacht. Bitte öffnen Sie ihn auf einem Laptop oder Desktop.';

const initialWidth = window.innerWidth;

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => {
  window.innerWidth = initialWidth;
});

describe('the back office on a small screen', () => {
  it('shows the notice instead of the back office below 1024 px', async () => {
    window.innerWidth = 768;
    renderApp('/admin/dashboard/messages', { user: testUsers.admin });
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Verwaltungsbereich' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin-Navigation' })).not.toBeInTheDocument();
  });

  it('shows the back office at 1024 px', async () => {
    window.innerWidth = 1024;
    renderApp('/admin/dashboard/messages', { user: testUsers.admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nachrichten' })).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('swaps notice and back office when the window crosses 1024 px', async () => {
    window.innerWidth = 1023;
    renderApp('/admin/dashboard/messages', { user: testUsers.admin });
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();

    resizeTo(1280);
    expect(await screen.findByRole('navigation', { name: 'Admin-Navigation' })).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();

    resizeTo(390);
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin-Navigation' })).not.toBeInTheDocument();
  });

  it('still sends a customer away before any notice', async () => {
    window.innerWidth = 390;
    const { router } = renderApp('/admin/dashboard/messages', { user: testUsers.customer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unbefugter Zugriff' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('leaves the shop alone on a phone', async () => {
    window.innerWidth = 360;
    renderApp('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Häufig gestellte Fragen' })).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });
});
