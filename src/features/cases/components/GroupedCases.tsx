import { LinkPager } from '@/components/Pager';
import { useAppDispatch, useAppSelector } from '@/store/typedHooks';
import { useGetGroupedLocationCasesQuery } from '../casesApi';
import { groupedLocationPageRequested, groupedLocationToggled, groupedRegionToggled, selectCaseList } from '../casesSlice';
import type { GroupedRegion } from '../types';
import { CaseTable } from './CaseTable';

function LocationCases({ locationId, name, params }: { locationId: number; name: string; params: Record<string, string> }) {
  const dispatch = useAppDispatch();
  const pageUrl = useAppSelector(selectCaseList).grouped.locationPageUrl;
  const { currentData, isError, isFetching } = useGetGroupedLocationCasesQuery(
    { locationId, request: pageUrl ? { url: pageUrl } : { params } },
    { refetchOnMountOrArgChange: true },
  );
  if (isError) return <p className="text-danger small my-2">There was an error loading these cases.</p>;
  if (!currentData) {
    return (
      <div className="py-2" role="status">
        <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
        <span className="visually-hidden">Loading…</span>
      </div>
    );
  }
  return (
    <div className="my-2">
      <CaseTable cases={currentData.data} caption={`Cases at ${name}`} />
      {currentData.links.prev || currentData.links.next ? (
        <div className="d-flex justify-content-end mt-2">
          <LinkPager
            label={`Cases at ${name} pages`}
            prev={currentData.links.prev}
            next={currentData.links.next}
            disabled={isFetching}
            onFollow={(url) => dispatch(groupedLocationPageRequested(url))}
          />
        </div>
      ) : null}
    </div>
  );
}

/**
 * The grouped view (document 002 §2): regions 'name (count)' → locations 'name (count)' → cases.
 * One region and one location open at a time; clicking again collapses.
 */
export function GroupedCases({ groups, params }: { groups: GroupedRegion[]; params: Record<string, string> }) {
  const dispatch = useAppDispatch();
  const { grouped } = useAppSelector(selectCaseList);
  if (groups.length === 0) return <p className="text-muted my-3">No Cases found for the selected filters.</p>;
  return (
    <ul className="list-group grouped-cases">
      {groups.map((group) => {
        const regionOpen = grouped.regionId === group.region.id;
        return (
          <li className="list-group-item" key={group.region.id}>
            <button
              type="button"
              className="btn btn-link text-decoration-none p-0 fw-semibold"
              aria-expanded={regionOpen}
              onClick={() => dispatch(groupedRegionToggled(group.region.id))}
            >
              <span aria-hidden="true" className="me-1">
                {regionOpen ? '▾' : '▸'}
              </span>
              {`${group.region.name} (${group.region.cases})`}
            </button>
            {regionOpen ? (
              <ul className="list-unstyled ms-3 mt-2 mb-0">
                {group.locations.map((location) => {
                  const locationOpen = grouped.locationId === location.id;
                  return (
                    <li key={location.id} className="mb-1">
                      <button
                        type="button"
                        className="btn btn-link btn-sm text-decoration-none p-0"
                        aria-expanded={locationOpen}
                        onClick={() => dispatch(groupedLocationToggled(location.id))}
                      >
                        <span aria-hidden="true" className="me-1">
                          {locationOpen ? '▾' : '▸'}
                        </span>
                        {`${location.name} (${location.cases})`}
                      </button>
                      {locationOpen ? <LocationCases locationId={location.id} name={location.name} params={params} /> : null}
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
