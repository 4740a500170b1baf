// Catches what a route throws while rendering (most often a chunk of an older deploy that is gone) and shows the
// error page in its place; moving to another address tries again.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './error-page';

interface RouteErrorBoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
  pathname: string;
}

export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
