import { screen, within } from '@testing-library/react';

import { renderWithProviders } from '@/testing/render';

import { Footer } from '../footer';

describe('footer', () => {
  it('links every public page of spec §2', () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const href of [
      '/home',
      '/prime-shop',
      '/contact',
      '/impressum',
      '/terms-and-conditions',
      '/faq',
      '/data-protection',
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(within(footer).getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/terms-and-conditions');
    expect(within(footer).getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
    expect(within(footer).getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/data-protection');
  });

  it('says the shop sells to businesses only, prices without VAT', () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Nur für Gewerbetreibende – alle Preise zzgl. MwSt.')).toBeInTheDocument();
  });

  it('carries social links, address, e-mail, phone and a copyright line', () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    const social = within(footer).getByRole('list', { name: 'Soziale Netzwerke' });
    expect(within(social).getAllByRole('link')).toHaveLength(3);
    for (const link of within(social).getAllByRole('link')) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(footer).getByText(/41061 Mönchengladbach/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'info@primecards.de' })).toHaveAttribute(
      'href',
      'mailto:info@primecards.de',
    );
    // The year in Germany (lib/dates.ts): around New Year it may differ from the machine's local year.
    const year = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date());
    expect(within(footer).getByText(new RegExp(`© ${year} PrimeCards GmbH`))).toBeInTheDocument();
  });
});
