import { useState } from 'react';
import { NewVersionNotice } from './NewVersionNotice';
import { currentStaleChunkView, isStaleChunkError } from './staleChunk';

export const ERROR_TITLE = 'An unexpected error has occured';
export const ERROR_PERSISTS = 'If the problem persists please notify your account manager.';

/**
 * The generic error page (document 000 §2): the error message when there is one, otherwise Retry
 * and the account-manager note.
 */
export function ErrorPage({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <section className="error-page text-center py-5 px-3" aria-labelledby="error-page-title">
      <h1 id="error-page-title" className="h3 mb-3">
        {ERROR_TITLE}
      </h1>
      {message ? (
        <p className="text-pre-line">{message}</p>
      ) : (
        <>
          <button type="button" className="btn btn-primary mb-3" onClick={onRetry}>
            Retry
          </button>
          <p className="text-body-secondary">{ERROR_PERSISTS}</p>
        </>
      )}
    </section>
  );
}

/**
 * Last resort when the frame itself fails (`RootErrorPage`), or the app's start could not load
 * (src/main.tsx): the error page, Retry reloads the portal; a chunk of an older release that is gone
 * (the signed-in frame, a public page, the app's start) offers a reload instead. No router here:
 * the app's start may be what failed.
 */
export function FailedAppPage({ error }: { error: unknown }) {
  // Decided once per error page: the reload marker must not flip the view while it is shown.
  const [staleChunk] = useState(() => isStaleChunkError(error) && currentStaleChunkView() === 'new-version');
  if (error) console.error(error);
  if (staleChunk) {
    return (
      <main className="container">
        <NewVersionNotice />
      </main>
    );
  }
  return (
    <main className="container">
      <ErrorPage message={null} onRetry={() => window.location.reload()} />
    </main>
  );
}
