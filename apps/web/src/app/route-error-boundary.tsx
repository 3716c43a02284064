import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback.tsx';

interface TProps {
  /** The route's name, logged with the error (spec section 2). */
  routeName: string;
  children: ReactNode;
}

interface TState {
  error: unknown;
  hasError: boolean;
}

/**
 * Catches render errors of one route. "Try Again" clears the error and renders the route again;
 * "Go to Home" clears it and navigates to /. Errors are only logged to the console.
 */
export class RouteErrorBoundary extends Component<TProps, TState> {
  override state: TState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): TState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[OpenWell] Render error in route "${this.props.routeName}":`, error, info.componentStack);
  }

  reset = (): void => {
    this.setState({ error: null, hasError: false });
  };

  override render(): ReactNode {
    if (this.state.hasError) return <ErrorFallback onReset={this.reset} />;
    return this.props.children;
  }
}
