import { act } from '@testing-library/react';

/**
 * For a timer the app starts while the test waits for something else: a
 * redirect 2 s after a message, a notice shown for 3 s.
 *
 * Under `vi.useFakeTimers({ shouldAdvanceTime: true })` the fake clock follows
 * real time, so by the time the test has seen the message the timer has run
 * for a while already: 60 ms on a quiet machine, more on a busy one. "Still
 * there after another 1900 ms" then races the machine. Instead, note the clock
 * before the action that starts the timer, and stop it once the timer has
 * surely started:
 *
 *   const redirect = timerWindow();
 *   await user.click(submit);
 *   await screen.findByText('Gespeichert');
 *   redirect.stop();
 *   redirect.justBefore(2000); // the earliest the timer can fire, less 1 ms
 *   expect(router.state.location.pathname).toBe('/form');
 *   redirect.past(2000); // the latest it can fire; the clock follows real time again
 *   expect(router.state.location.pathname).toBe('/next');
 *
 * Needs the fake `Date` (on by default).
 */
export interface TimerWindow {
  /** Stops the clock. Call it once the timer has surely been started. */
  stop(): void;
  /** Moves the clock to 1 ms before the earliest moment a timer of `ms` started in the window can fire. */
  justBefore(ms: number): void;
  /** Moves the clock to the latest moment a timer of `ms` started in the window fires, then lets it run again. */
  past(ms: number): void;
}

export function timerWindow(): TimerWindow {
  const opened = Date.now();
  let stopped: number | null = null;

  function moveTo(time: number) {
    const by = time - Date.now();
    if (by <= 0) return;
    act(() => {
      vi.advanceTimersByTime(by);
    });
  }

  return {
    stop() {
      vi.setTimerTickMode('manual');
      stopped = Date.now();
    },
    justBefore(ms) {
      if (stopped === null) throw new Error('timerWindow: stop() the clock first');
      moveTo(opened + ms - 1);
    },
    past(ms) {
      if (stopped === null) throw new Error('timerWindow: stop() the clock first');
      moveTo(stopped + ms);
      vi.setTimerTickMode('interval');
    },
  };
}
