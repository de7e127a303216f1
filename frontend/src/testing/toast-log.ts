import { getToasts, subscribeToasts, type Toast } from '@/lib/toast';

/**
 * Every toast shown from the call on, however soon it went again. A toast stays TOAST_DURATION_MS of real
 * time: read in the page after something slow (another page to render on a busy machine), it may be gone
 * already, and "shown once" cannot be told from the page then. Stops recording when the test ends.
 *
 *   const shownToasts = recordToasts();
 *   renderApp(...);
 *   expect(await toasts().findByText(EXPIRED)).toBeInTheDocument();
 *   ...
 *   expect(shownToasts().filter((toast) => toast.message === EXPIRED)).toHaveLength(1);
 */
export function recordToasts(): () => Toast[] {
  const shown = new Map<number, Toast>();
  const unsubscribe = subscribeToasts(() => {
    for (const toast of getToasts()) shown.set(toast.id, toast);
  });
  onTestFinished(unsubscribe);
  return () => [...shown.values()];
}
