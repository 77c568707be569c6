import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { markAppReady } from './startup-overlay';
import { reportError } from './error-reporting/error-reporting';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

/** The last line of defence above the router: shows the fallback and still lifts the start-up overlay. */
export class AppErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    markAppReady();
    console.error(error, info.componentStack);
    // To Sentry when a DSN is configured (docs/error-reporting.md); nothing otherwise.
    reportError(error, { componentStack: info.componentStack });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
