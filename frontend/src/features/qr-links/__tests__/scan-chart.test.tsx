/** The scans chart's date axis, its counts above the bars and the table that speaks for it. */
import { screen, within } from '@testing-library/react';

import { labelledDays } from '@/features/qr-links/components/scan-chart';
import { testUsers } from '@/testing/data';
import { dayFromToday, seedCustomerQrLink } from '@/testing/qr-link-handlers';
import { renderApp } from '@/testing/render';

const CODE = '7KQ2MZX9PA';

/** `2026-12-01` as '01.12.', written out here rather than taken from the chart's own code. */
function germanShort(day: string): string {
  return `${day.slice(8, 10)}.${day.slice(5, 7)}.`;
}

async function openChart() {
  renderApp('/my-qr-codes', { user: testUsers.customer });
  const card = within(await screen.findByRole('article', { name: new RegExp(`/q/${CODE}$`) }));
  await card.findByText(/^In den letzten 90 Tagen/);
  return card.getByRole('figure');
}

/** The counts written above the bars: [day, text]. */
function valuesOf(figure: HTMLElement) {
  return Array.from(within(figure).getByTestId('scan-values').querySelectorAll('span'), (value) => [
    value.getAttribute('data-day'),
    value.textContent,
  ]);
}

describe('scan chart', () => {
  it('writes German short dates under the bars, every 15 days back from today', async () => {
    seedCustomerQrLink({ code: CODE });
    const figure = await openChart();
    const axis = within(figure).getByTestId('scan-axis');
    expect(axis).toHaveAttribute('aria-hidden', 'true');
    expect(Array.from(axis.children, (tick) => tick.textContent)).toEqual(
      [-75, -60, -45, -30, -15, 0].map((offset) => germanShort(dayFromToday(offset))),
    );
  });

  it('writes the count above each bar that has room, hidden from screen readers', async () => {
    seedCustomerQrLink({
      code: CODE,
      scans: [
        { day: dayFromToday(-89), count: 2 },
        { day: dayFromToday(-20), count: 1234 },
        { day: dayFromToday(0), count: 3 },
      ],
    });
    const figure = await openChart();
    expect(within(figure).getByTestId('scan-values')).toHaveAttribute('aria-hidden', 'true');
    expect(valuesOf(figure)).toEqual([
      [dayFromToday(-89), '2'],
      [dayFromToday(-20), '1.234'],
      [dayFromToday(0), '3'],
    ]);
  });

  it('keeps the highest of neighbouring counts where they would overlap', async () => {
    seedCustomerQrLink({
      code: CODE,
      scans: [
        { day: dayFromToday(-2), count: 5 },
        { day: dayFromToday(-1), count: 9 },
        { day: dayFromToday(0), count: 7 },
      ],
    });
    const figure = await openChart();
    expect(valuesOf(figure)).toEqual([[dayFromToday(-1), '9']]);
  });

  it('lists the days with scans in a table for screen readers', async () => {
    seedCustomerQrLink({
      code: CODE,
      scans: [
        { day: '2000-01-01', count: 50 }, // before the chart
        { day: dayFromToday(-89), count: 2 },
        { day: dayFromToday(0), count: 1500 },
      ],
    });
    const figure = await openChart();
    const table = within(figure).getByRole('table', { name: 'Scans pro Tag' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => Array.from(row.children).map((cell) => cell.textContent)),
    ).toEqual([
      ['Tag', 'Scans'],
      [`${germanShort(dayFromToday(-89))}${dayFromToday(-89).slice(0, 4)}`, '2'],
      [`${germanShort(dayFromToday(0))}${dayFromToday(0).slice(0, 4)}`, '1.500'],
    ]);
  });

  it('has no table when the code was never scanned', async () => {
    seedCustomerQrLink({ code: CODE });
    const figure = await openChart();
    expect(within(figure).queryByRole('table')).not.toBeInTheDocument();
    expect(valuesOf(figure)).toEqual([]);
  });
});

describe('labelledDays', () => {
  const days = (counts: number[]) => counts.map((count, index) => ({ day: `d${index}`, count }));

  it('places the highest count first and skips counts too close to it', () => {
    expect([...labelledDays(days([1, 0, 4, 0, 0, 2, 0, 0, 0, 3]))].sort((a, b) => a - b)).toEqual([2, 5, 9]);
  });

  it('gives a longer count more room', () => {
    // 100 needs 9 slots to the next count; 8 slots away, the 5 is left out.
    expect([...labelledDays(days([100, 0, 0, 0, 0, 0, 0, 0, 5, 0, 7]))].sort((a, b) => a - b)).toEqual([0, 10]);
  });

  it('prefers the later of equal counts', () => {
    expect([...labelledDays(days([3, 3]))]).toEqual([1]);
  });
});
