import { useEffect } from 'react';
import { PageSpinner } from '@/components/PageSpinner';
import { Link, useParams } from 'react-router';
import { can, P } from '@/lib/permissions';
import { useAppDispatch, useAppSelector } from '@/store/typedHooks';
import { usePageError, usePageReady } from '@/store/pageHooks';
import { selectSession } from '@/store/sessionSlice';
import { useFreshFailure } from '@/store/useFreshFailure';
import { useGetCaseEditOptionsQuery, useGetCaseQuery } from '../caseDetailApi';
import { caseViewLeft } from '../caseDetailSlice';
import { needsEditOptions } from '../components/detail/caseAbilities';
import { asApiError } from '@/api/errors';
import { CaseView } from '../components/detail/CaseView';
import { parseCaseId } from '../caseId';

function Unavailable({ title, text }: { title: string; text: string }) {
  return (
    <div className="container py-4">
      <div className="card">
        <div className="card-body">
          <h1 className="h4">{title}</h1>
          <p>{text}</p>
          <Link to="/case-management/cases" className="btn btn-primary">
            Back to the case list
          </Link>
        </div>
      </div>
    </div>
  );
}

/** Case detail (/case-management/case/{id}): loads by permission, then the case view. */
export default function CaseDetailPage() {
  const { id } = useParams();
  const caseId = parseCaseId(id);
  const session = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const canView = can(session, P.CASE_MANAGEMENT_VIEW_CASES);
  const withOptions = canView && needsEditOptions(session);
  const skip = !canView || caseId === 0;
  const caseQuery = useGetCaseQuery(caseId, { skip, refetchOnMountOrArgChange: true });
  const optionsQuery = useGetCaseEditOptionsQuery(caseId, { skip: skip || !withOptions, refetchOnMountOrArgChange: true });

  // Leaving the page, or opening another case in it, starts the case view afresh.
  useEffect(() => () => void dispatch(caseViewLeft()), [caseId, dispatch]);

  // Only a failure of a request made for this page counts: after Retry the cache still holds the
  // old failure until the page's own request answers, and that must not raise the error again.
  const caseFailed = useFreshFailure(caseQuery);
  const optionsFailedFresh = useFreshFailure(optionsQuery);
  const caseError = caseFailed ? asApiError(caseQuery.error) : null;
  const notFound = caseId === 0 || caseError?.status === 404;
  const forbidden = caseError?.status === 403;
  const optionsFailed = withOptions && optionsFailedFresh && !caseError;
  const failed = (!!caseError && !notFound && !forbidden) || optionsFailed;
  const settled = (query: { isUninitialized: boolean; isLoading: boolean }) => query.isUninitialized || !query.isLoading;
  usePageReady(skip || (settled(caseQuery) && settled(optionsQuery)));
  usePageError(failed, null);

  if (!canView) return null;
  if (notFound)
    return <Unavailable title="Case not found" text={`There is no case with the id ${id ?? ''}. It may have been deleted, or the link may be wrong.`} />;
  if (forbidden) return <Unavailable title="Case not available" text="You do not have permission to view this case." />;
  if (failed) {
    return (
      <div className="container py-4">
        <div className="alert alert-danger" role="alert">
          The case could not be loaded. {caseError?.message ?? asApiError(optionsQuery.error).message}
        </div>
      </div>
    );
  }
  if (!caseQuery.data || (withOptions && optionsQuery.isLoading)) {
    return <PageSpinner label="Loading the case…" />;
  }
  return <CaseView item={caseQuery.data} options={optionsQuery.data} />;
}
