/**
 * Last line of defence for errors thrown while rendering a route (e.g. a
 * chunk that failed to load). The boundary resets when the path changes, so
 * a link away from the broken page works again.
 */
import { Component, type ReactNode } from 'react';

import { RouteErrorPage } from './route-error';

type Props = { pathname: string; children: ReactNode };
type State = { error: unknown; failedAt: string | null };

export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedAt === null) return state.error === null ? null : { failedAt: props.pathname };
    return props.pathname === state.failedAt ? null : { error: null, failedAt: null };
  }

  componentDidCatch(error: unknown) {
    console.error('Route failed to render', error);
  }

  render() {
    return this.state.error === null ? this.props.children : <RouteErrorPage />;
  }
}
