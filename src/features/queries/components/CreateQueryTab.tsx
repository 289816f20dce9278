import { Suspense, useMemo, useState, useTransition, type RefObject } from 'react';
import { Pager } from '@/components/Pager';
import { usePreloadWhenSettled } from '@/components/preloadWhenSettled';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ResponsiveTable';
import { useListTriage } from '@/components/useListTriage';
import { formatListDate } from '@/lib/format';
import { preloadableLazy } from '@/lib/preloadableLazy';
import { useGetQueryableJobsQuery } from '../queriesApi';
import { loadFailedText } from '../loadFailed';
import { matchesJobSearch, pageCountOf, pageOf, percent } from '../queryLists';
import type { QueryableJob } from '../types';
import { SearchBox } from './SearchBox';

interface Props {
  search: string;
  onSearch: (text: string) => void;
  page: number;
  onPage: (page: number) => void;
  onHelp: () => void;
  triageEnabled: boolean;
  searchRef: RefObject<HTMLInputElement | null>;
}

type Selection = { job: QueryableJob; mode: 'whole' | 'questions' };

// The two ways to raise a query open on a click: their code (the report renderer, the composer)
// loads once the tab has painted its jobs, or with the click.
const QuestionsQuery = preloadableLazy(() => import('./QuestionsQuery').then((module) => ({ default: module.QuestionsQuery })));
const WholeJobQuery = preloadableLazy(() => import('./WholeJobQuery').then((module) => ({ default: module.WholeJobQuery })));
const preloadSteps = () => Promise.all([QuestionsQuery.preload(), WholeJobQuery.preload()]);

/** The Create Query tab (002 §2): data sources with their windows, the queryable jobs, and both ways to raise a query. */
export function CreateQueryTab(props: Props) {
  // A click before the step's code has arrived keeps the list on screen until it has (a transition).
  return (
    <Suspense fallback={null}>
      <CreateQueryContent {...props} />
    </Suspense>
  );
}

function CreateQueryContent({ search, onSearch, page, onPage, onHelp, triageEnabled, searchRef }: Props) {
  const { data, isLoading, isError, error } = useGetQueryableJobsQuery();
  const [selection, setSelection] = useState<Selection | null>(null);
  const [lastJobId, setLastJobId] = useState<number | null>(null);
  const [, startTransition] = useTransition();
  usePreloadWhenSettled(preloadSteps);
  const jobs = useMemo(() => data?.jobs ?? [], [data]);
  const matching = useMemo(() => jobs.filter((job) => matchesJobSearch(job, search)), [jobs, search]);
  const pageCount = pageCountOf(matching.length);
  const shown = Math.min(page, pageCount);
  const visible = pageOf(matching, shown);
  const open = (job: QueryableJob, mode: Selection['mode']) =>
    startTransition(() => {
      setLastJobId(job.id);
      setSelection({ job, mode });
    });
  const { rowProps, activeId } = useListTriage({
    prefix: 'queries-create',
    rows: visible,
    rowId: (job) => job.id,
    page: shown,
    pageCount,
    onPage,
    onOpen: (job) => open(job, 'questions'),
    searchRef,
    onHelp,
    enabled: triageEnabled && selection === null,
    initialId: lastJobId,
  });

  if (selection) {
    const back = () => setSelection(null);
    return selection.mode === 'whole' ? <WholeJobQuery job={selection.job} onClose={back} /> : <QuestionsQuery job={selection.job} onClose={back} />;
  }

  // The active row's buttons are reachable with Tab; the other rows' only through their row.
  const activeJob = visible.some((job) => job.id === activeId) ? activeId : (visible[0]?.id ?? null);
  const columns: ResponsiveColumn<QueryableJob>[] = [
    { key: 'job', header: 'Job Id', primary: true, cell: (job) => `${job.id} - ${job.location_name}` },
    { key: 'date', header: 'Job Date', cell: (job) => formatListDate(job.visit_date) },
    { key: 'score', header: 'Score', numeric: true, cell: (job) => percent(job.score) },
    { key: 'scheme', header: 'Data source', cell: (job) => job.scheme_name },
    {
      key: 'actions',
      header: 'Actions',
      cell: (job) => (
        <div className="d-flex flex-wrap gap-2 query-row-actions">
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            tabIndex={job.id === activeJob ? 0 : -1}
            onClick={(event) => (event.stopPropagation(), open(job, 'whole'))}
            aria-label={`Query Whole Job ${job.id}`}
          >
            Query Whole Job
          </button>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            tabIndex={job.id === activeJob ? 0 : -1}
            onClick={(event) => (event.stopPropagation(), open(job, 'questions'))}
            aria-label={`Query Questions of job ${job.id}`}
          >
            Query Questions
          </button>
        </div>
      ),
    },
  ];

  if (isLoading) {
    return (
      <p role="status" className="text-body-secondary">
        Loading jobs…
      </p>
    );
  }
  if (isError || !data) return <p className="query-empty">{loadFailedText('The queryable jobs', error)}</p>;
  if (data.schemes.length === 0) return <p className="query-empty">There are currently no Mystery Shopping schemes set up for this company.</p>;

  return (
    <div className="query-create">
      <div className="mb-3">
        <h2 className="h6">Query windows</h2>
        <ul className="list-inline mb-0 query-windows">
          {data.schemes.map((scheme) => (
            <li key={scheme.scheme_name} className="list-inline-item me-3">
              {scheme.query_window_length === null
                ? scheme.scheme_name
                : `${scheme.scheme_name}: ${scheme.query_window_length} ${scheme.query_window_length === 1 ? 'day' : 'days'}`}
            </li>
          ))}
        </ul>
      </div>
      {jobs.length === 0 ? (
        <p className="query-empty">There are currently no completed jobs that are inside the query window set for the jobs.</p>
      ) : (
        <>
          <SearchBox id="queries-create-search" label="Search by job id or location" value={search} onChange={onSearch} inputRef={searchRef} />
          {matching.length === 0 ? (
            <p className="query-empty">There are no matching jobs for the entered search terms.</p>
          ) : (
            <>
              <ResponsiveTable
                caption="Jobs that can be queried"
                columns={columns}
                rows={visible}
                rowKey={(job) => job.id}
                rowProps={rowProps}
                className="query-rows"
              />
              {pageCount > 1 && (
                <div className="d-flex justify-content-center mt-3">
                  <Pager label="Jobs that can be queried pages" page={shown} pageCount={pageCount} onPage={onPage} boundaryLinks />
                </div>
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
