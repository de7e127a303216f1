import { useCallback, useEffect, useRef } from 'react';

/**
 * `schedule(fn, ms)` like `setTimeout`, but every pending call is cancelled
 * when the component unmounts (a redirect must not fire after the user left).
 */
export function useTimeouts(): (callback: () => void, delayMs: number) => void {
  const pending = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const timers = pending.current;
    return () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  return useCallback((callback: () => void, delayMs: number) => {
    const timer = setTimeout(() => {
      pending.current.delete(timer);
      callback();
    }, delayMs);
    pending.current.add(timer);
  }, []);
}
