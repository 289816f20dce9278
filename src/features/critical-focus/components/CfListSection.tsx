import { useRef } from 'react';
import { DateRangePicker } from '@/components/DateRangePicker';
import { Pager } from '@/components/Pager';
import { PageSpinner } from '@/components/PageSpinner';
import { useListTriage } from '@/components/useListTriage';
import { LARGE_SCREEN, useMediaQuery } from '@/components/useMediaQuery';
import { asApiError } from '@/api/errors';
import { TEXT_LIMITS } from '@/lib/textLimits';
import type { CriticalFocusItem } from '../types';
import type { useCfNavigation, useCfRows } from '../useCfView';
import type { CfView } from '../viewState';
import { CF_ROW_PREFIX, CfList } from './CfList';

/** Said above a list whose rows do not open (no 'critical focus - view details'). */
export const NO_DETAILS_LINE = "Opening a critical focus item needs the 'critical focus - view details' permission.";

function Loading({ text }: { text: string }) {
  return <PageSpinner label={text} className="d-flex justify-content-center p-4" />;
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
      <span className="me-auto">The critical focus could not be loaded. {asApiError(error).message}</span>
      <button type="button" className="btn btn-sm btn-outline-danger cf-tap" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

interface Props {
  view: CfView;
  list: ReturnType<typeof useCfRows>;
  go: ReturnType<typeof useCfNavigation>['go'];
  /** The search box's text and its setter. */
  q: string;
  onType: (text: string) => void;
  /** 'from the last 30 days' or 'from {start} to {end}'. */
  rangeText: string;
  now: Date;
  thresholdHours: number;
  /** Opens an item; null without 'critical focus - view details'. */
  onOpen: ((id: number) => void) | null;
  onHelp: () => void;
  /** Off while the shortcuts are shown. */
  triageEnabled: boolean;
  /** The row to focus: the item the user comes back from. */
  returnFocusId: number | null;
}

/** One critical focus list (New, All Open or Resolved): the resolved dates, the search, the rows and pages, with keyboard triage. */
export function CfListSection({ view, list, go, q, onType, rangeText, now, thresholdHours, onOpen, onHelp, triageEnabled, returnFocusId }: Props) {
  const { onResolved, listQuery, tabItems, matched, pageCount, page, rows } = list;
  const large = useMediaQuery(LARGE_SCREEN);
  const searchInput = useRef<HTMLInputElement>(null);
  const { rowProps } = useListTriage<CriticalFocusItem>({
    prefix: CF_ROW_PREFIX,
    rows,
    rowId: (item) => item.id,
    page: onResolved ? 1 : page,
    pageCount: onResolved ? 1 : pageCount,
    onPage: (next) => go({ page: next }, 'replace'),
    onOpen: onOpen && ((item) => onOpen(item.id)),
    searchRef: searchInput,
    onHelp,
    enabled: triageEnabled,
    initialId: returnFocusId,
  });
  const kind = view.tab === 'new' ? 'new' : 'open';
  const retry = () => void listQuery.refetch();

  let body;
  if (listQuery.isError && !tabItems) body = <LoadFailed error={listQuery.error} onRetry={retry} />;
  else if (!tabItems) body = <Loading text="Loading critical focus…" />;
  else if (tabItems.length === 0) {
    body = (
      <p className="cf-empty">
        {onResolved ? `You do not currently have any resolved critical focus ${rangeText}.` : `You do not currently have any ${kind} critical focus.`}
      </p>
    );
  } else if (rows.length === 0) {
    body = <p className="cf-empty">{`There are no matching ${onResolved ? 'resolved' : kind} critical focus for the entered search terms.`}</p>;
  } else {
    body = (
      <CfList
        caption={onResolved ? 'Resolved Critical Focus' : view.tab === 'new' ? 'New Critical Focus' : 'All Open Critical Focus'}
        items={rows}
        resolved={onResolved}
        now={now}
        thresholdHours={thresholdHours}
        rowProps={rowProps}
        opens={onOpen !== null}
      />
    );
  }

  const searchLabel = onResolved ? 'Search for query' : 'Search for critical focus';
  return (
    <section aria-labelledby="cf-list-title">
      {onResolved ? (
        <>
          <h2 id="cf-list-title" className="visually-hidden">
            Resolved Critical Focus
          </h2>
          <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
            <div className="cf-range">
              <DateRangePicker
                label="Search date range"
                placeholder="Select dates"
                maxDate={now}
                value={view.from && view.to ? { start: view.from, end: view.to } : null}
                onChange={(value) => go({ from: value?.start ?? null, to: value?.end ?? null }, 'push')}
              />
            </div>
            <button
              type="button"
              className="btn btn-sm btn-outline-dark cf-tap"
              disabled={!(view.from && view.to)}
              onClick={() => go({ from: null, to: null }, 'push')}
            >
              Reset dates
            </button>
          </div>
          <p>{`Below are your resolved critical focus ${rangeText}.`}</p>
        </>
      ) : (
        <h2 id="cf-list-title" className="h5">
          {view.tab === 'new' ? 'New Critical Focus' : 'All Open Critical Focus'}
        </h2>
      )}
      <div className="mb-3 cf-search">
        <label htmlFor="cf-search" className="visually-hidden">
          {searchLabel}
        </label>
        <input
          id="cf-search"
          maxLength={TEXT_LIMITS.search}
          ref={searchInput}
          type="search"
          className="form-control cf-tap"
          placeholder={searchLabel}
          value={q}
          aria-keyshortcuts="/"
          onChange={(event) => onType(event.target.value)}
        />
      </div>
      {listQuery.isError && tabItems ? <LoadFailed error={listQuery.error} onRetry={retry} /> : null}
      {onOpen === null && rows.length > 0 ? <p className="small text-body-secondary mb-2">{NO_DETAILS_LINE}</p> : null}
      {body}
      {!onResolved && matched && pageCount > 1 ? (
        <div className="mt-3 d-flex justify-content-center">
          <Pager
            label="Critical focus pages"
            page={page}
            pageCount={pageCount}
            onPage={(next) => go({ page: next }, 'push')}
            boundaryLinks
            size={large ? 'sm' : 'lg'}
          />
        </div>
      ) : null}
    </section>
  );
}
