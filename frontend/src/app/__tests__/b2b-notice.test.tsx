/** Every page, shop and back office, says the shop sells to businesses only (issue 35). */
import { screen, within } from '@testing-library/react';

import { testUsers } from '@/testing/data';
import { renderApp } from '@/testing/render';

const NOTICE = 'Nur für Gewerbetreibende – alle Preise zzgl. MwSt.';

describe('the B2B notice', () => {
  it.each(['/home', '/prime-shop', '/checkout', '/contact'])('is in the footer of %s', async (path) => {
    renderApp(path);
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText(NOTICE)).toBeInTheDocument();
  });

  it('is in the footer of the back office', async () => {
    renderApp('/admin/dashboard/messages', { user: testUsers.admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nachrichten' })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByText(NOTICE)).toBeInTheDocument();
  });
});
