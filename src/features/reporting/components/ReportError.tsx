import { isApiErrorShape } from '@/api/errors';

/** A report that could not run: no permission (403), gone (404), or another error with Retry. */
export function ReportError({ error, missing, onRetry }: { error: unknown; missing: boolean; onRetry: () => void }) {
  const forbidden = isApiErrorShape(error) && error.status === 403;
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
      <span className="me-auto">
        {forbidden
          ? 'You do not have permission to run this report.'
          : missing
            ? 'This report could not be found. It may have been removed, or this data source may no longer offer it.'
            : isApiErrorShape(error) && error.message
              ? error.message
              : 'The report could not be loaded.'}
      </span>
      {!forbidden && !missing && (
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
