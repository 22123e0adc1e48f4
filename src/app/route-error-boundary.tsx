import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteError } from './route-error';

interface Props {
  children: ReactNode;
  /** The error is cleared once the visitor goes to another path. */
  resetKey: string;
}
interface State {
  failed: boolean;
  error?: unknown;
  failedAt?: string;
}

class Boundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (!state.failed) return null;
    if (state.failedAt === undefined) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { failed: false, error: undefined, failedAt: undefined };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** A failure while rendering or loading a page (a route's error element): explained in place of the route. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
