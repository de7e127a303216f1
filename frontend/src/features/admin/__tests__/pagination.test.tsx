import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Pagination, pageItems, type PageItem } from '../components/pagination';

/** Page items as text: numbers, and '…' for an ellipsis. */
function shown(items: PageItem[]): string[] {
  return items.map((item) => (item.kind === 'page' ? String(item.page) : '…'));
}

describe('pageItems', () => {
  it('shows the first three pages and an ellipsis after them on page 1', () => {
    expect(shown(pageItems(1, 10))).toEqual(['1', '2', '3', '…']);
  });

  it('centres three numbers on the current page with an ellipsis on both sides', () => {
    expect(shown(pageItems(5, 10))).toEqual(['…', '4', '5', '6', '…']);
  });

  it('keeps three numbers inside the bounds at the end', () => {
    expect(shown(pageItems(10, 10))).toEqual(['…', '8', '9', '10']);
    expect(shown(pageItems(9, 10))).toEqual(['…', '8', '9', '10']);
    expect(shown(pageItems(2, 10))).toEqual(['1', '2', '3', '…']);
  });

  it('needs no ellipsis when three pages or fewer exist', () => {
    expect(shown(pageItems(2, 3))).toEqual(['1', '2', '3']);
    expect(shown(pageItems(2, 2))).toEqual(['1', '2']);
  });

  it('shows nothing for a single page or none', () => {
    expect(pageItems(1, 1)).toEqual([]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('clamps a current page outside the bounds', () => {
    expect(shown(pageItems(0, 5))).toEqual(['1', '2', '3', '…']);
    expect(shown(pageItems(42, 5))).toEqual(['…', '3', '4', '5']);
  });
});

describe('<Pagination>', () => {
  function renderPagination(currentPage: number, totalPages: number) {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Pagination currentPage={currentPage} totalPages={totalPages} onChange={onChange} label="Bestellungen" />);
    return { onChange, user };
  }

  it('shows three page numbers, the ellipses and marks the current page', () => {
    renderPagination(5, 10);
    const nav = screen.getByRole('navigation', { name: 'Seiten: Bestellungen' });
    const numbers = within(nav)
      .getAllByRole('button', { name: /^Seite / })
      .map((button) => button.textContent);
    expect(numbers).toEqual(['4', '5', '6']);
    expect(within(nav).getAllByText('…')).toHaveLength(2);
    expect(within(nav).getByRole('button', { name: 'Seite 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Seite 4' })).not.toHaveAttribute('aria-current');
  });

  it('goes to the page clicked, the previous and the next one', async () => {
    const { onChange, user } = renderPagination(5, 10);
    await user.click(screen.getByRole('button', { name: 'Seite 6' }));
    await user.click(screen.getByRole('button', { name: 'Vorherige Seite' }));
    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(onChange.mock.calls).toEqual([[6], [4], [6]]);
  });

  it("reports 'Nächste Seite' through onNext when given, every other move through onChange", async () => {
    const onChange = vi.fn();
    const onNext = vi.fn();
    const user = userEvent.setup();
    render(<Pagination currentPage={5} totalPages={10} onChange={onChange} onNext={onNext} label="Bestellungen" />);
    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    await user.click(screen.getByRole('button', { name: 'Seite 6' }));
    await user.click(screen.getByRole('button', { name: 'Vorherige Seite' }));
    expect(onNext.mock.calls).toEqual([[6]]);
    expect(onChange.mock.calls).toEqual([[6], [4]]);
  });

  it('cannot go before the first page', async () => {
    const { onChange, user } = renderPagination(1, 4);
    expect(screen.getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Vorherige Seite' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('cannot go past the last page', () => {
    renderPagination(4, 4);
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Vorherige Seite' })).toBeEnabled();
  });

  it('renders nothing for a single page', () => {
    renderPagination(1, 1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
