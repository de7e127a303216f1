import { germanToday, lastDays, scanBars, shiftDay } from '../scan-days';

describe('the days of the scans chart', () => {
  it('takes today as it is in Germany, whatever the browser’s zone', () => {
    expect(germanToday(new Date('2026-03-04T22:59:00Z'))).toBe('2026-03-04');
    expect(germanToday(new Date('2026-03-04T23:00:00Z'))).toBe('2026-03-05');
    // Summer time: midnight is at 22:00 UTC.
    expect(germanToday(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('moves calendar days across months, years and leap days', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDay('2026-01-01', -89)).toBe('2025-10-04');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('covers 90 days up to and including today, oldest first', () => {
    const days = lastDays('2026-03-31');
    expect(days).toHaveLength(90);
    expect(days[0]).toBe('2026-01-01');
    expect(days[89]).toBe('2026-03-31');
    expect(new Set(days).size).toBe(90);
  });

  it('gives every day a bar, zero where the server named none, and leaves out days outside', () => {
    const bars = scanBars(
      [
        { day: '2025-12-31', count: 9 },
        { day: '2026-01-01', count: 2 },
        { day: '2026-03-31', count: 5 },
      ],
      '2026-03-31',
    );
    expect(bars).toHaveLength(90);
    expect(bars[0]).toEqual({ day: '2026-01-01', count: 2 });
    expect(bars[1]).toEqual({ day: '2026-01-02', count: 0 });
    expect(bars[89]).toEqual({ day: '2026-03-31', count: 5 });
    expect(bars.reduce((sum, bar) => sum + bar.count, 0)).toBe(7);
  });
});
