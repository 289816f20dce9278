import { NEW_VERSION_TEXT, reloadForNewVersion } from './staleChunk';

/** In place of the error page when a lazy chunk of an older release is gone: offer a reload. */
export function NewVersionNotice() {
  return (
    <section className="error-page text-center py-5 px-3" aria-labelledby="new-version-title">
      <h1 id="new-version-title" className="h3 mb-3">
        {NEW_VERSION_TEXT}
      </h1>
      <button type="button" className="btn btn-primary" onClick={() => reloadForNewVersion()}>
        Reload
      </button>
    </section>
  );
}
