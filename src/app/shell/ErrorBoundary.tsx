import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';

interface Props {
  children: ReactNode;
}

/** A rendering fault in a page shows the generic error page (Retry renders the page again), never a white screen. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  render() {
    if (this.state.failed) return <ErrorPage message={null} onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
