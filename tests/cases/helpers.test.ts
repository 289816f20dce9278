import { describe, expect, it } from 'vitest';
import {
  caseFiltersChanged,
  casesReducer,
  caseFiltersInitialised,
  casePageRequested,
  groupedLocationToggled,
  groupedRegionToggled,
  caseViewChanged,
  customerSearchOptionsChanged,
  initialCasesState,
} from '@/features/cases/casesSlice';
import { caseListParams, EMPTY_FILTERS, filtersFromSaved, filtersFromSearch, filtersToParams, savedFiltersPayload } from '@/features/cases/caseFilters';
import { dashboardCardLinks } from '@/features/cases/dashboardLinks';
import { pageLinks, pageRows, rankRows } from '@/features/cases/rankTable';
import { compareWithCompany, formatResolutionTime } from '@/features/cases/resolutionTime';
import { sectionEntered } from '@/store/events';

describe('filters → query parameters (document 002 §7)', () => {
  it('sends initial, page, sort and only the filters that are set', () => {
    expect(caseListParams(EMPTY_FILTERS, 'created date')).toEqual({ initial: '1', page: '1', sort: 'created date' });
  });

  it('maps every filter to its filter[...] parameter', () => {
    const params = filtersToParams({
      regions: ['md1', 'bdm12', 'bdm13', 'loc105', 'od3', 'rbm7', 'bogus'],
      locationId: 101,
      sourceId: 2,
      typeId: 3,
      statusId: 1,
      categoryId: 4,
      resolved: 'true',
      dates: { start: '2026-01-01', end: '2026-01-31' },
      resolvedDates: { start: '2026-02-01', end: '2026-02-02' },
    });
    expect(params).toEqual({
      'filter[md]': '1',
      'filter[od]': '3',
      'filter[rbm]': '7',
      'filter[bdm]': '12,13',
      'filter[locationId]': '101,105',
      'filter[sourceId]': '2',
      'filter[typeId]': '3',
      'filter[categoryId]': '4',
      'filter[statusId]': '1',
      'filter[isResolved]': 'true',
      'filter[created_between]': '2026-01-01,2026-01-31',
      'filter[resolved_between]': '2026-02-01,2026-02-02',
    });
    expect(filtersToParams({ ...EMPTY_FILTERS, resolved: 'false' })).toEqual({ 'filter[isResolved]': 'false' });
  });

  it('builds the saved default filters payload, desktop and mobile variants', () => {
    const filters = { ...EMPTY_FILTERS, regions: ['md1'], locationId: 101, sourceId: 2, typeId: null, statusId: 1, categoryId: 4 };
    expect(savedFiltersPayload(filters, 'desktop')).toEqual({ regions: ['md1'], locationId: 101, sourceId: 2, statusId: 1, categoryId: 4 });
    expect(savedFiltersPayload(filters, 'mobile')).toEqual({ regions: ['md1'], sourceId: 2, statusId: 1 });
    expect(savedFiltersPayload(EMPTY_FILTERS, 'desktop')).toEqual({});
  });

  it('reads saved defaults and card links defensively', () => {
    expect(filtersFromSaved({ regions: ['md1', 'x'], locationId: -3, sourceId: 2 } as never)).toEqual({ ...EMPTY_FILTERS, regions: ['md1'], sourceId: 2 });
    expect(filtersFromSaved(null)).toEqual(EMPTY_FILTERS);
    expect(filtersFromSearch(new URLSearchParams(''))).toBeNull();
    expect(filtersFromSearch(new URLSearchParams('statusId=1'))).toEqual({ ...EMPTY_FILTERS, statusId: 1 });
    expect(filtersFromSearch(new URLSearchParams('resolved=true&resolvedDates=2026-11-22,2026-11-22'))).toEqual({
      ...EMPTY_FILTERS,
      resolved: 'true',
      resolvedDates: { start: '2026-11-22', end: '2026-11-22' },
    });
    expect(filtersFromSearch(new URLSearchParams('created=garbage'))).toEqual(EMPTY_FILTERS);
  });

  it('builds the dashboard card links for a day', () => {
    const links = dashboardCardLinks(new Date(2026, 10, 22, 10));
    expect(links.new).toBe('/case-management/cases?statusId=1');
    expect(links.overdue).toBe('/case-management/cases?created=2025-11-22,2026-11-20');
    expect(links.openToday).toBe('/case-management/cases?created=2026-11-22,2026-11-22');
    expect(links.closedToday).toBe('/case-management/cases?resolved=true&resolvedDates=2026-11-22,2026-11-22');
    expect(links.open).toBe('/case-management/cases');
  });
});

describe('resolution time and rank tables', () => {
  it('formats hours and minutes, rounded', () => {
    expect(formatResolutionTime(125.6)).toBe('2 hrs 6 mins');
    expect(formatResolutionTime(61)).toBe('1 hr 1 min');
    expect(formatResolutionTime(0)).toBe('0 hrs 0 mins');
    expect(formatResolutionTime(Number.NaN)).toBe('0 hrs 0 mins');
    expect(compareWithCompany(100, 90)).toBe('above');
    expect(compareWithCompany(80, 90)).toBe('below');
    expect(compareWithCompany(90.2, 89.9)).toBe('equal');
  });

  it('numbers rows by count and pages them', () => {
    const rows = rankRows([
      { name: 'b', cases_count: 1 },
      { name: 'a', cases_count: 5 },
      { name: 'c', cases_count: 3 },
    ]);
    expect(rows.map((row) => [row.rank, row.name])).toEqual([
      [1, 'a'],
      [2, 'c'],
      [3, 'b'],
    ]);
    expect(
      rankRows(
        [
          { name: 'b', cases_count: 1 },
          { name: 'a', cases_count: 5 },
        ],
        'asc',
      ).map((row) => row.rank),
    ).toEqual([2, 1]);
    expect(pageRows([1, 2, 3, 4, 5, 6, 7], 2)).toEqual([6, 7]);
    expect(pageLinks(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageLinks(2, 3)).toEqual([1, 2, 3]);
  });
});

describe('cases slice', () => {
  const changed = casesReducer(
    casesReducer(casesReducer(initialCasesState, caseFiltersInitialised(EMPTY_FILTERS)), caseViewChanged('grouped')),
    casePageRequested('http://x/api/case-management/cases?page=2'),
  );

  it('keeps the list when coming back from a case and resets it when entered from elsewhere', () => {
    const back = casesReducer(changed, sectionEntered({ section: 'case-list', fromSection: 'case-detail' }));
    expect(back.list).toEqual(changed.list);
    const fresh = casesReducer(changed, sectionEntered({ section: 'case-list', fromSection: null }));
    expect(fresh.list).toEqual(initialCasesState.list);
    const other = casesReducer(changed, sectionEntered({ section: 'queries', fromSection: null }));
    expect(other.list).toEqual(changed.list);
  });

  it('keeps the customer search options across list resets', () => {
    const typed = casesReducer(changed, customerSearchOptionsChanged({ customer_name: 'Avery' }));
    expect(casesReducer(typed, sectionEntered({ section: 'case-list', fromSection: null })).customerSearch.options.customer_name).toBe('Avery');
  });

  it('a filter change goes back to page one and closes the grouped selection; a resolved range sets Resolved Only', () => {
    const open = casesReducer(casesReducer(changed, groupedRegionToggled(5)), groupedLocationToggled(101));
    expect(open.list.grouped).toEqual({ regionId: 5, locationId: 101, locationPageUrl: null });
    const next = casesReducer(open, caseFiltersChanged({ resolvedDates: { start: '2026-01-01', end: '2026-01-02' } }));
    expect(next.list.pageUrl).toBeNull();
    expect(next.list.grouped).toEqual({ regionId: null, locationId: null, locationPageUrl: null });
    expect(next.list.filters.resolved).toBe('true');
  });

  it('one region and one location open at a time; clicking again collapses', () => {
    let state = casesReducer(changed, groupedRegionToggled(5));
    state = casesReducer(state, groupedLocationToggled(101));
    state = casesReducer(state, groupedLocationToggled(102));
    expect(state.list.grouped.locationId).toBe(102);
    state = casesReducer(state, groupedLocationToggled(102));
    expect(state.list.grouped.locationId).toBeNull();
    state = casesReducer(state, groupedLocationToggled(103));
    state = casesReducer(state, groupedRegionToggled(6));
    expect(state.list.grouped).toEqual({ regionId: 6, locationId: null, locationPageUrl: null });
    state = casesReducer(state, groupedRegionToggled(6));
    expect(state.list.grouped.regionId).toBeNull();
  });
});
