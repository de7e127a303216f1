import { screen, within } from '@testing-library/react';

import { yearInGermany } from '@/lib/dates';
import { testUsers } from '@/testing/data';
import { renderApp } from '@/testing/render';

import { lastEndedPeriod, zmPeriodLabel, zmPeriods } from '../zm-report';

const admin = { user: testUsers.admin };

describe('Zusammenfassende Meldung: periods', () => {
  it.each([
    ['2026-Q1', '1. Quartal 2026'],
    ['2026-Q4', '4. Quartal 2026'],
    ['2026-03', 'März 2026'],
    ['2026-12', 'Dezember 2026'],
  ])('names %s %j', (period, label) => {
    expect(zmPeriodLabel(period)).toBe(label);
  });

  it('offers the quarters and months of this year and the last, the newest first', () => {
    const now = new Date('2026-05-10T12:00:00Z');
    expect(zmPeriods('quarter', now)).toEqual([
      '2026-Q4',
      '2026-Q3',
      '2026-Q2',
      '2026-Q1',
      '2025-Q4',
      '2025-Q3',
      '2025-Q2',
      '2025-Q1',
    ]);
    const months = zmPeriods('month', now);
    expect(months).toHaveLength(24);
    expect(months.slice(0, 2)).toEqual(['2026-12', '2026-11']);
    expect(months.slice(-2)).toEqual(['2025-02', '2025-01']);
  });

  it('chooses the last ended period first, in German time', () => {
    expect(lastEndedPeriod('quarter', new Date('2026-05-10T12:00:00Z'))).toBe('2026-Q1');
    expect(lastEndedPeriod('month', new Date('2026-05-10T12:00:00Z'))).toBe('2026-04');
    // 00:30 on New Year's Day in Germany: the year just ended is the one to report.
    const newYear = new Date('2026-12-31T23:30:00Z');
    expect(lastEndedPeriod('quarter', newYear)).toBe('2026-Q4');
    expect(lastEndedPeriod('month', newYear)).toBe('2026-12');
    expect(zmPeriods('quarter', newYear)[0]).toBe('2027-Q4');
  });
});

describe('Zusammenfassende Meldung: the orders page', () => {
  async function openSection() {
    const view = renderApp('/admin/dashboard/orders', admin);
    const section = await screen.findByRole('region', { name: 'Zusammenfassende Meldung' });
    return { ...view, section: within(section) };
  }

  it('downloads the CSV of the chosen quarter', async () => {
    const year = yearInGermany();
    const { user, section } = await openSection();
    expect(section.getByRole('radio', { name: 'Quartal' })).toBeChecked();
    const quarters = within(section.getByRole('combobox', { name: 'Quartal' })).getAllByRole('option');
    expect(quarters.map((option) => option.textContent)).toEqual([
      ...[4, 3, 2, 1].map((quarter) => `${quarter}. Quartal ${year}`),
      ...[4, 3, 2, 1].map((quarter) => `${quarter}. Quartal ${year - 1}`),
    ]);

    await user.selectOptions(section.getByRole('combobox', { name: 'Quartal' }), `${year - 1}-Q4`);

    const link = section.getByRole('link', { name: `CSV für 4. Quartal ${year - 1} herunterladen` });
    expect(link).toHaveAttribute('href', `/api/admin/reports/zm.csv?period=${year - 1}-Q4`);
    expect(link).toHaveAttribute('download');
  });

  it('downloads the CSV of the chosen month', async () => {
    const year = yearInGermany();
    const { user, section } = await openSection();
    await user.click(section.getByRole('radio', { name: 'Monat' }));
    const months = section.getByRole('combobox', { name: 'Monat' });
    expect(within(months).getAllByRole('option')).toHaveLength(24);

    await user.selectOptions(months, `${year}-12`);

    const link = section.getByRole('link', { name: `CSV für Dezember ${year} herunterladen` });
    expect(link).toHaveAttribute('href', `/api/admin/reports/zm.csv?period=${year}-12`);
    expect(link).toHaveAttribute('download');
    expect(section.queryByRole('combobox', { name: 'Quartal' })).not.toBeInTheDocument();
  });
});
