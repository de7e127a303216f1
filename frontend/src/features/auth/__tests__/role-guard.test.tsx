import { screen } from '@testing-library/react';

import { testUsers } from '@/testing/data';
import { renderApp } from '@/testing/render';

describe('role guard', () => {
  it('sends an admin on a customer page to /unauthorized', async () => {
    const { router } = renderApp('/prime-shop', { user: testUsers.admin });
    expect(await screen.findByRole('heading', { name: 'Unbefugter Zugriff' })).toBeInTheDocument();
    expect(screen.getByText('Sie haben keine Berechtigung, auf diese Seite zuzugreifen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('sends a customer on an admin page to /unauthorized', async () => {
    const { router } = renderApp('/admin/dashboard/orders', { user: testUsers.customer });
    expect(await screen.findByRole('heading', { name: 'Unbefugter Zugriff' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('lets a guest open a customer page', async () => {
    const { router } = renderApp('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Häufig gestellte Fragen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/faq');
  });

  it('lets a guest through to the admin area (the guard only blocks restricted roles)', async () => {
    const { router } = renderApp('/admin/dashboard/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Produkte' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard/products');
  });

  it('lets a customer open a customer page and an admin open an admin page', async () => {
    const first = renderApp('/contact', { user: testUsers.customer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontaktieren Sie uns!' })).toBeInTheDocument();
    first.unmount();

    renderApp('/admin/dashboard/samples', { user: testUsers.admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Proben' })).toBeInTheDocument();
  });

  it('keeps open pages open for admins', async () => {
    const { router } = renderApp('/checkout', { user: testUsers.admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kasse' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
  });
});

describe('root redirect', () => {
  it('sends a guest from / to /home', async () => {
    const { router } = renderApp('/');
    expect(await screen.findAllByRole('link', { name: 'Jetzt entdecken !' })).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/home');
  });

  it('sends a customer from / to /home', async () => {
    const { router } = renderApp('/', { user: testUsers.customer });
    expect(await screen.findAllByRole('link', { name: 'Jetzt entdecken !' })).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/home');
  });

  it('sends an admin from / to the orders dashboard', async () => {
    const { router } = renderApp('/', { user: testUsers.admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestellungen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard/orders');
  });
});
