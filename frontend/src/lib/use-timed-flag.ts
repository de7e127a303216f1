import { useCallback, useEffect, useRef, useState } from 'react';

/** A flag that switches itself off `durationMs` after each `show()` (used for 3-second popups). */
export function useTimedFlag(durationMs: number): [boolean, () => void, () => void] {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(false);
  }, []);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(true);
    timer.current = setTimeout(() => setVisible(false), durationMs);
  }, [durationMs]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return [visible, show, hide];
}
