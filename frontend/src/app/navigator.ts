/**
 * Navigation from outside React (the store's session-expired redirect). The
 * router's `useNavigate` is attached once the route tree has mounted; until
 * then a request is kept and carried out on attach.
 */
import type { NavigateFunction } from 'react-router-dom';

export type Navigator = {
  navigate: (to: string) => void;
  attach: (navigate: NavigateFunction) => () => void;
};

export function createNavigator(): Navigator {
  let current: NavigateFunction | null = null;
  let pending: string | null = null;
  return {
    navigate(to) {
      if (current) void current(to);
      else pending = to;
    },
    attach(navigate) {
      current = navigate;
      if (pending !== null) {
        const to = pending;
        pending = null;
        void navigate(to);
      }
      return () => {
        if (current === navigate) current = null;
      };
    },
  };
}
