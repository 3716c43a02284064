import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorFallback } from './error-fallback.tsx';

interface TBoundaryProps {
  routeName: string;
  /** Changes on every navigation; a change clears a caught error. */
  resetKey: string;
  children: ReactNode;
}

interface TBoundaryState {
  error: unknown;
  hasError: boolean;
  resetKey: string;
}

/** The class boundary: React catches render errors only in class components. */
class RouteErrorBoundaryInner extends Component<TBoundaryProps, TBoundaryState> {
  override state: TBoundaryState = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<TBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: TBoundaryProps, state: TBoundaryState): Partial<TBoundaryState> | null {
    // A navigation (e.g. "Go to Home" while on /) gives the page a fresh start.
    if (props.resetKey !== state.resetKey) return { error: null, hasError: false, resetKey: props.resetKey };
    return null;
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

/**
 * Catches render errors of one route. "Try Again" clears the error and renders
 * the route again; "Go to Home" navigates to /, and any navigation clears the error. The route
 * name is logged with the error; errors are only logged to the console.
 */
export function RouteErrorBoundary({ routeName, children }: { routeName: string; children: ReactNode }) {
  const { key } = useLocation();
  return (
    <RouteErrorBoundaryInner routeName={routeName} resetKey={key}>
      {children}
    </RouteErrorBoundaryInner>
  );
}
