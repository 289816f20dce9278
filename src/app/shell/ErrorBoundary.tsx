import { Component, type ErrorInfo, type ReactNode } from 'react';
import { usePageReady } from '@/store/pageHooks';
import { ErrorPage } from './ErrorPage';
import { NewVersionNotice } from './NewVersionNotice';
import { currentStaleChunkView, isStaleChunkError, staleChunkReload } from './staleChunk';

interface Props {
  children: ReactNode;
}

/** The failed page will never report ready: the shell's loading indicator must not cover this. */
function ShownReady({ children }: { children: ReactNode }) {
  usePageReady(true);
  return children;
}

interface State {
  failed: boolean;
  /** A lazy chunk failed to load (Retry cannot render it again: it reloads the portal). */
  chunkFailed: boolean;
  /** ...and it is the first time: offer the new version. */
  staleChunk: boolean;
}

/**
 * A rendering fault in a page shows the generic error page (Retry renders the page again), never a
 * white screen; a page chunk of an older release that is gone offers a reload instead.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, chunkFailed: false, staleChunk: false };

  static getDerivedStateFromError(error: unknown): State {
    const chunkFailed = isStaleChunkError(error);
    return { failed: true, chunkFailed, staleChunk: chunkFailed && currentStaleChunkView() === 'new-version' };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  render() {
    if (this.state.failed && this.state.staleChunk) {
      return (
        <ShownReady>
          <NewVersionNotice />
        </ShownReady>
      );
    }
    if (this.state.failed) {
      const retry = this.state.chunkFailed ? () => staleChunkReload.reload() : () => this.setState({ failed: false, chunkFailed: false, staleChunk: false });
      return (
        <ShownReady>
          <ErrorPage message={null} onRetry={retry} />
        </ShownReady>
      );
    }
    return this.props.children;
  }
}
