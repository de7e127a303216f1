import { useEffect } from 'react';

/** Scrolls the window to the top when the calling page opens (spec §2). */
export function useScrollToTop(): void {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, []);
}
