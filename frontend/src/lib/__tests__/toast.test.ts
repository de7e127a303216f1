import { getToasts, subscribeToasts, toast, TOAST_DURATION_MS } from '../toast';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast for 3000 ms, then removes it', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    toast.success('Produkt zum Warenkorb hinzugefügt');
    expect(getToasts()).toEqual([
      expect.objectContaining({ kind: 'success', message: 'Produkt zum Warenkorb hinzugefügt' }),
    ]);

    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
