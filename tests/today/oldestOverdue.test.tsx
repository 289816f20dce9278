import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ageInDays } from '@/components/AgeChip';
import { db } from '@/demo/db';
import { handlers } from '@/demo/handlers/index';
import { scenarios } from '@/demo/scenarios';
import { parseApiDate } from '@/lib/format';
import { P } from '@/lib/permissions';
import { renderRoute } from '../support/render';
import { searchParamsTo, useRequestLog } from '../support/requestLog';
import { server } from '../setup';
import { findCard, viewerOnly } from './support';

const LIST = '/api/case-management/cases';
const log = useRequestLog();

// A skeleton region is a status whose label is its hidden text (a status takes no name from its content).
const settled = async (card: HTMLElement) => waitFor(() => expect(within(card).queryByText(/^Loading/)).toBeNull(), { timeout: 15000 });

/** The Cases card once its counts and its oldest overdue case have loaded. */
async function casesCard(): Promise<HTMLElement> {
  const card = await findCard('Cases');
  await within(card).findByText('Overdue');
  await settled(card);
  return card;
}

/** The open cases the demo holds created within 'YYYY-MM-DD,YYYY-MM-DD' (the range the card asked for), oldest first (lower id on a tie). */
function openCasesCreated(range: string) {
  const [from = '', to = ''] = range.split(',');
  return db()
    .cases.filter((row) => !row.deleted && row.resolved_by_id === null && row.created_date.slice(0, 10) >= from && row.created_date.slice(0, 10) <= to)
    .sort((a, b) => a.created_date.localeCompare(b.created_date) || a.id - b.id);
}

/** Lets the demo answer the case list, then changes its answer before it is sent. */
function editCaseList(edit: (body: Record<string, unknown>) => unknown): void {
  server.use(
    http.get(`*${LIST}`, async ({ request }) => {
      const real = await getResponse(handlers, request);
      if (!real || !real.ok) return real;
      return HttpResponse.json(edit((await real.json()) as Record<string, unknown>) as never);
    }),
  );
}

/** The figures the card shows (the counts stay whatever happens to the oldest case). */
const figures = (card: HTMLElement) =>
  within(card)
    .getAllByText(/^\d+$/)
    .map((node) => node.textContent);

describe("Today's Cases card: the oldest overdue case", () => {
  it('finds it on the last page of the overdue list (newest first) and links to the case', async () => {
    const { user, router } = renderRoute('/today', { as: 'manager' });
    const card = await casesCard();
    const [first] = searchParamsTo(log, LIST);
    if (!first) throw new Error('The card did not ask for the overdue cases');
    expect(Object.fromEntries(first)).toMatchObject({ initial: '1', page: '1', sort: 'created date', 'filter[isResolved]': 'false' });
    const range = first.get('filter[created_between]') ?? '';
    expect(range).toMatch(/^\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/);
    const overdue = openCasesCreated(range);
    // The seed holds more overdue cases than one page (10): the oldest is on another page.
    expect(overdue.length).toBeGreaterThan(10);
    expect(searchParamsTo(log, LIST).map((params) => params.get('page'))).toEqual(['1', String(Math.ceil(overdue.length / 10))]);

    const oldest = overdue[0];
    if (!oldest) throw new Error('No overdue case');
    const location = db().locations.find((item) => item.id === oldest.location_id)?.name ?? '';
    const days = ageInDays(parseApiDate(oldest.created_date));
    // The cards render in a transition after their answers (issue 30): wait for the link.
    const link = await within(card).findByRole('link', { name: `Oldest overdue: Case #${oldest.id} Open for ${days} days, overdue ${location}` });
    expect(link).toHaveAttribute('href', `/case-management/case/${oldest.id}`);
    // The counts are the case dashboard's, unchanged.
    expect(figures(card)).toHaveLength(2);
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/case-management/case/${oldest.id}`));
  });

  it('without pagination meta it shows the counts alone, asks no second page and shows no error', async () => {
    editCaseList((body) => {
      delete body.meta;
      return body;
    });
    renderRoute('/today', { as: 'manager' });
    const card = await casesCard();
    expect(figures(card)).toHaveLength(2);
    expect(within(card).queryByText(/Oldest overdue/)).toBeNull();
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(searchParamsTo(log, LIST).map((params) => params.get('page'))).toEqual(['1']);
  });

  it('with an empty list it shows the counts alone', async () => {
    editCaseList(() => ({ data: [], meta: { from: null, to: null, total: 0 }, links: { prev: null, next: null } }));
    renderRoute('/today', { as: 'manager' });
    const card = await casesCard();
    expect(figures(card)).toHaveLength(2);
    expect(within(card).queryByText(/Oldest overdue/)).toBeNull();
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('a failing list call says so under the counts, with its own Retry', async () => {
    // Asked twice (route data, then the page): both fail.
    scenarios.failNext(LIST, 500, { times: 2 });
    const { user } = renderRoute('/today', { as: 'manager' });
    const card = await casesCard();
    expect(await within(card).findByText('The oldest overdue case could not be loaded.')).toBeInTheDocument();
    expect(figures(card)).toHaveLength(2);
    expect(within(card).queryByText('The cases could not be loaded.')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByRole('link', { name: /^Oldest overdue: Case #\d+/ })).toBeInTheDocument();
  });

  it('is not asked for without the permission to list cases', async () => {
    viewerOnly(P.VIEW_CASE_MANAGEMENT);
    renderRoute('/today', { as: 'viewer' });
    const card = await casesCard();
    expect(within(card).queryByText(/Oldest overdue/)).toBeNull();
    expect(searchParamsTo(log, LIST)).toEqual([]);
    expect(screen.queryByRole('link', { name: /Oldest overdue/ })).toBeNull();
  });
});
