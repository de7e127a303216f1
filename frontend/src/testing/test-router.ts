/**
 * The router of a test: a memory history the test can read synchronously
 * (where it is now, and how it got there: PUSH, REPLACE, POP), even while a
 * navigation is still rendering in a transition.
 */
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type Location,
  type NavigationType,
} from 'react-router-dom';

export type TestRouter = {
  readonly state: { location: Location; historyAction: NavigationType };
  navigate: (to: string) => void;
  history: ReturnType<typeof createMemoryHistory>;
};

export function createTestRouter(route: string): TestRouter {
  const history = createMemoryHistory({ initialEntries: [route], v5Compat: true });
  return {
    get state() {
      return { location: history.location, historyAction: history.action as NavigationType };
    },
    navigate: (to) => history.push(to),
    history,
  };
}
