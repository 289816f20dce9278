import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db, type CriticalFocusRow } from '@/demo/db';
import { scenarios } from '@/demo/scenarios';
import { formatDateTime } from '@/demo/random';
import { isoDate } from '@/lib/format';
import { P } from '@/lib/permissions';
import { renderRoute } from '../support/render';
import { queriesTo, useRequestLog } from '../support/requestLog';
import { mediaQueryList } from '../support/viewport';
import { addNewItems, findList, prepareItem, rowIds, viewerWith } from './support';

const openRows = () => db().criticalFocus.filter((row) => row.status_id !== 4);
const newRows = () => openRows().filter((row) => row.status_id === 10);
const tab = (name: RegExp | string) => screen.getByRole('link', { name });

describe('critical focus: tabs and permissions', () => {
  it('shows New by default with the unfiltered counts, for a user who may view open items', async () => {
    renderRoute('/critical-focus', { as: 'manager' });
    const list = await findList('New Critical Focus');
    expect(screen.getByRole('heading', { level: 1, name: 'Critical Focus' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New Critical Focus' })).toBeInTheDocument();
    await waitFor(() => expect(tab(`New (${newRows().length})`)).toHaveAttribute('aria-current', 'page'));
    expect(tab(`All Open (${openRows().length})`)).toBeInTheDocument();
    expect(tab('Resolved')).toBeInTheDocument();
    expect(rowIds(list)).toEqual(
      newRows()
        .sort((a, b) => (a.created_date < b.created_date ? 1 : -1))
        .map((row) => row.id),
    );
  });

  it('switching tab scrolls to the top (002 §2) with the scroll helper: one instant jump under reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, query.includes('prefers-reduced-motion: reduce')));
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(900);
    const scrolled = vi.spyOn(window, 'scrollTo');
    const { user } = renderRoute('/critical-focus', { as: 'manager' });
    await findList('New Critical Focus');
    expect(scrolled).not.toHaveBeenCalled();
    await user.click(tab('Resolved'));
    await findList('Resolved Critical Focus');
    expect(scrolled).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    vi.restoreAllMocks();
  });

  it('defaults to Resolved for a user who may only view resolved items', async () => {
    viewerWith(P.CRITICAL_FOCUS_VIEW_RESOLVED_CRITICAL_FOCUS);
    renderRoute('/critical-focus', { as: 'viewer' });
    await findList('Resolved Critical Focus');
    expect(screen.queryByRole('link', { name: /New/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /All Open/ })).toBeNull();
    expect(tab('Resolved')).toHaveAttribute('aria-current', 'page');
  });

  it('hides Resolved from a user who may only view open items', async () => {
    viewerWith(P.CRITICAL_FOCUS_VIEW_OPEN_CRITICAL_FOCUS);
    renderRoute('/critical-focus?tab=resolved', { as: 'viewer' });
    await findList('New Critical Focus');
    expect(screen.queryByRole('link', { name: 'Resolved' })).toBeNull();
  });

  it("reads 'Error with permissions' with neither view permission", async () => {
    viewerWith();
    renderRoute('/critical-focus', { as: 'viewer' });
    expect(await screen.findByText('Error with permissions', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Critical focus lists' })).toBeNull();
  });

  it('has a menu entry for the manager and none for the viewer', async () => {
    // The menu as each demo account's session builds it (the shell's menu tests render it).
    const { menuFor } = await import('@/app/shell/menu');
    const { signInAs } = await import('../support/render');
    const { makeStore } = await import('@/store/store');
    const labelsOf = (account: 'manager' | 'viewer') => {
      const store = makeStore();
      signInAs(store, account);
      return menuFor(store.getState().session.session)
        .flatMap((entry) => ('items' in entry ? entry.items : [entry]))
        .map((link) => `${link.label} ${link.to}`);
    };
    const manager = labelsOf('manager');
    // Between Queries and Case Management (000 §2).
    expect(manager.slice(manager.indexOf('Queries /queries'), manager.indexOf('Dashboard /case-management'))).toEqual([
      'Queries /queries',
      'Critical Focus /critical-focus',
    ]);
    expect(labelsOf('viewer')).not.toContain('Critical Focus /critical-focus');
  });
});

describe('critical focus: open lists', () => {
  it('renders a row: id, survey id, data source, created, updated, status chip colours, age and banner', async () => {
    // The newest open item comes first; seeded dates move with the calendar, so make 2001 the newest.
    prepareItem(2001, { wants_contact: true, status_id: 10, created_date: formatDateTime(new Date(Date.now() - 60_000)) });
    prepareItem(2002, { wants_contact: false });
    const { user } = renderRoute('/critical-focus?tab=open', { as: 'manager' });
    const list = await findList('All Open Critical Focus');
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    const row = db().criticalFocus.find((item) => item.id === rowIds(list)[0]);
    expect(row?.id).toBe(2001);
    expect(within(first).getByText('2001')).toBeInTheDocument();
    expect(within(first).getByText(/^\d+ - .+#\d+$/)).toBeInTheDocument();
    expect(within(first).getByText('This customer wants to be contacted.')).toBeInTheDocument();
    expect(within(first).getByText('New')).toHaveClass('bg-danger');
    expect(within(first).getByText(/^(Overdue · |Due soon · )?\d+ (min|h|d \d+ h)$/)).toBeInTheDocument();
    expect(within(first).getByText(/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2} (AM|PM)$/)).toBeInTheDocument();
    // An updated, in-progress item: orange chip and 'Updated by … on …'.
    const updated = openRows().find((item) => item.status_id === 1);
    const card = document.getElementById(`cf-row-${updated?.id}`) as HTMLElement;
    const card2 =
      card ??
      (await (async () => {
        await user.click(screen.getByRole('button', { name: 'Page 2' }));
        return document.getElementById(`cf-row-${updated?.id}`) as HTMLElement;
      })());
    expect(within(card2).getByText('In Progress')).toHaveClass('bg-warning', 'cf-chip-orange');
    expect(within(card2).getByText(new RegExp(`^Updated by ${updated?.updated_by} on \\d{2}/\\d{2}/\\d{2} \\d{2}:\\d{2} (AM|PM)$`))).toBeInTheDocument();
  });

  it('pages by 10 with at most 5 page links and first/last links', async () => {
    // 61 new items whatever the seed holds today: 7 pages, the last with one row.
    addNewItems(61 - newRows().length);
    expect(newRows()).toHaveLength(61);
    const { user, router } = renderRoute('/critical-focus', { as: 'manager' });
    const list = await findList('New Critical Focus');
    expect(rowIds(list)).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Critical focus pages' });
    expect(
      within(pages)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    await user.click(within(pages).getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=7'));
    expect(rowIds(await findList('New Critical Focus'))).toHaveLength(61 - 60);
    expect(
      within(pages)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((button) => button.textContent),
    ).toEqual(['3', '4', '5', '6', '7']);
    await user.click(within(pages).getByRole('button', { name: 'First page' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('searches id, job id and location ignoring case, back to page 1, with its empty texts', async () => {
    addNewItems(15);
    // The seed's items move with the calendar: make the target a new item, the newest, whatever today is.
    const target = prepareItem(2003, { status_id: 10, created_date: formatDateTime(new Date(Date.now() - 60_000)) });
    const locationOf = (row: CriticalFocusRow) =>
      db().locations.find((loc) => loc.id === db().jobs.find((job) => job.id === row.job_id)?.locationId)?.name ?? '';
    // What the first page shows for a search: the matching new items, newest first (the rule of 002 §2 over the seeded data).
    const firstPageFor = (term: string) =>
      newRows()
        .filter(
          (row) =>
            String(row.id).includes(term.toLowerCase()) ||
            String(row.job_id).includes(term.toLowerCase()) ||
            locationOf(row).toLowerCase().includes(term.toLowerCase()),
        )
        .sort((a, b) => (a.created_date < b.created_date ? 1 : a.created_date > b.created_date ? -1 : 0))
        .slice(0, 10)
        .map((row) => row.id);
    const { user, router } = renderRoute('/critical-focus?page=2', { as: 'manager' });
    await findList('New Critical Focus');
    const location = locationOf(target);
    expect(location).not.toBe('');
    const search = screen.getByPlaceholderText('Search for critical focus');
    await user.type(search, location.toUpperCase());
    await waitFor(() => expect(rowIds(screen.getByRole('list', { name: 'New Critical Focus' }))).toContain(2003));
    await waitFor(() => expect(new Set(rowIds(screen.getByRole('list', { name: 'New Critical Focus' })))).toEqual(new Set(firstPageFor(location))));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe(location.toUpperCase()));
    // The box keeps the text while the address catches up (it never blinks empty).
    expect(search).toHaveValue(location.toUpperCase());
    expect(router.state.location.search).not.toContain('page=');
    // A new search types over the whole box (selected), then the address follows 300 ms after the last key.
    // (user.clear is not used: user-event sometimes misses a value React wrote itself and clears nothing.)
    const searchAfresh = async (text: string) => {
      await user.type(search, text, { initialSelectionStart: 0, initialSelectionEnd: (search as HTMLInputElement).value.length });
      await waitFor(() => expect(search).toHaveValue(text));
      await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe(text));
    };
    await searchAfresh(String(target.job_id));
    await waitFor(() =>
      expect(new Set(rowIds(screen.getByRole('list', { name: 'New Critical Focus' })))).toEqual(new Set(firstPageFor(String(target.job_id)))),
    );
    expect(rowIds(screen.getByRole('list', { name: 'New Critical Focus' }))).toContain(2003);
    await searchAfresh('zzz-nothing');
    expect(await screen.findByText('There are no matching new critical focus for the entered search terms.')).toBeInTheDocument();
    await user.click(tab(/^All Open/));
    await user.type(screen.getByPlaceholderText('Search for critical focus'), 'zzz-nothing');
    expect(await screen.findByText('There are no matching open critical focus for the entered search terms.')).toBeInTheDocument();
  });

  it('says when there is nothing new', async () => {
    db().criticalFocus = db().criticalFocus.filter((row) => row.status_id === 4 || row.status_id === 1);
    renderRoute('/critical-focus', { as: 'manager' });
    expect(await screen.findByText('You do not currently have any new critical focus.', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(tab(/^All Open \(\d+\)$/)).toHaveTextContent(`All Open (${openRows().length})`);
  });

  it("says 'You do not currently have any open critical focus.' with none open", async () => {
    db().criticalFocus = db().criticalFocus.filter((row) => row.status_id === 4);
    renderRoute('/critical-focus?tab=open', { as: 'manager' });
    expect(await screen.findByText('You do not currently have any open critical focus.', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(tab('New (0)')).toBeInTheDocument();
    expect(tab('All Open (0)')).toBeInTheDocument();
  });

  it('shows a failed load inline with Retry', async () => {
    // Twice: the route's silent prefetch, then the page (issue 9).
    scenarios.failNext('/api/critical-focus', 500, { times: 2 });
    const { user } = renderRoute('/critical-focus', { as: 'manager' });
    const alert = await screen.findByText(/The critical focus could not be loaded/, {}, { timeout: 15000 });
    expect(screen.queryByText('An unexpected error has occured')).toBeNull();
    await user.click(within(alert.closest('.alert') as HTMLElement).getByRole('button', { name: 'Retry' }));
    // The list is back: its first item's id is shown.
    expect(await screen.findByText(String(newRows()[0]?.id), {}, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.queryByText(/The critical focus could not be loaded/)).toBeNull();
  });
});

describe('critical focus: answers it cannot read', () => {
  it('says what it could not read when the open list is not a list', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    scenarios.failNext('/api/critical-focus', 200, { times: 2, body: { data: 'not a list' } });
    renderRoute('/critical-focus', { as: 'manager' });
    expect(
      await screen.findByText(/The critical focus could not be loaded\. The server sent data the portal could not read\./, {}, { timeout: 15000 }),
    ).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('GET /api/critical-focus'));
    error.mockRestore();
  });

  it('leaves out an item it cannot read and shows the others, counts included', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = prepareItem(2001, { status_id: 10 });
    (broken as { job_id: unknown }).job_id = null;
    const readable = newRows().filter((row) => row.id !== 2001);
    renderRoute('/critical-focus', { as: 'manager' });
    const list = await findList('New Critical Focus');
    expect(rowIds(list)).not.toContain(2001);
    expect(tab(`New (${readable.length})`)).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('critical focus: resolved list', () => {
  const log = useRequestLog();
  const daysAgo = (days: number) => {
    const date = new Date();
    date.setDate(date.getDate() - days);
    return isoDate(date);
  };

  it('asks for the last 30 days by default, then for a chosen range, and resets', async () => {
    // A resolved item that wanted contact, whatever the seed drew: its banner is checked below.
    const wanted = db().criticalFocus.find((row) => row.status_id === 4);
    if (!wanted) throw new Error('No seeded resolved critical focus');
    prepareItem(wanted.id, { wants_contact: true });
    const { user, router } = renderRoute('/critical-focus?tab=resolved', { as: 'manager' });
    await findList('Resolved Critical Focus');
    expect(screen.getByText('Below are your resolved critical focus from the last 30 days.')).toBeInTheDocument();
    expect(queriesTo(log, '/api/critical-focus/resolved')).toEqual([{ start_date: daysAgo(30), end_date: daysAgo(0) }]);
    expect(screen.getByRole('button', { name: 'Reset dates' })).toBeDisabled();
    expect(screen.getByPlaceholderText('Search for query')).toBeInTheDocument();

    const start = daysAgo(200);
    const end = daysAgo(1);
    await router.navigate(`/critical-focus?tab=resolved&from=${start}&to=${end}`);
    const [y1, m1, d1] = start.split('-');
    const [y2, m2, d2] = end.split('-');
    expect(
      await screen.findByText(`Below are your resolved critical focus from ${m1}/${d1}/${y1?.slice(2)} to ${m2}/${d2}/${y2?.slice(2)}.`, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(queriesTo(log, '/api/critical-focus/resolved')).toContainEqual({ start_date: start, end_date: end }));
    const list = await findList('Resolved Critical Focus');
    await waitFor(() => expect(rowIds(list).length).toBe(db().criticalFocus.filter((row) => row.status_id === 4).length));
    const resolved = within(list).getAllByText('Resolved')[0];
    expect(resolved).toHaveClass('bg-success');
    // Resolved items have no age chip; their banner reads 'wanted'.
    expect(within(list).queryByText(/min$|h$/)).toBeNull();
    expect(within(list).getAllByText('This customer wanted to be contacted.')).toHaveLength(
      db().criticalFocus.filter((row) => row.status_id === 4 && row.wants_contact).length,
    );

    await user.click(screen.getByRole('button', { name: 'Reset dates' }));
    expect(await screen.findByText('Below are your resolved critical focus from the last 30 days.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=resolved');
  });

  it('chooses a range in the picker, with nothing after today', async () => {
    const { user, router } = renderRoute('/critical-focus?tab=resolved', { as: 'manager' });
    await findList('Resolved Critical Focus');
    await user.click(screen.getByRole('button', { name: /Search date range/ }));
    // The calendar is its own chunk, loaded when the picker opens (issue 9).
    const panel = await screen.findByRole('dialog', { name: 'Search date range' });
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    await user.type(within(panel).getByLabelText('Start date'), '01/02/2026');
    await user.type(
      within(panel).getByLabelText('End date'),
      `${String(tomorrow.getMonth() + 1).padStart(2, '0')}/${String(tomorrow.getDate()).padStart(2, '0')}/${tomorrow.getFullYear()}`,
    );
    await user.tab();
    expect(within(panel).getByRole('alert')).toHaveTextContent(/no later than/);
    await user.clear(within(panel).getByLabelText('End date'));
    await user.type(within(panel).getByLabelText('End date'), '01/31/2026');
    await user.tab();
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=resolved&from=2026-01-02&to=2026-01-31'));
    expect(await screen.findByText('Below are your resolved critical focus from 01/02/26 to 01/31/26.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset dates' })).toBeEnabled();
    await waitFor(() => expect(queriesTo(log, '/api/critical-focus/resolved')).toContainEqual({ start_date: '2026-01-02', end_date: '2026-01-31' }));
  });

  it('has its empty texts', async () => {
    db().criticalFocus = db().criticalFocus.filter((row) => row.status_id !== 4);
    const { router, user } = renderRoute('/critical-focus?tab=resolved', { as: 'manager' });
    expect(await screen.findByText('You do not currently have any resolved critical focus from the last 30 days.', {}, { timeout: 15000 })).toBeInTheDocument();
    await router.navigate('/critical-focus?tab=resolved&from=2026-01-01&to=2026-01-31');
    expect(await screen.findByText('You do not currently have any resolved critical focus from 01/01/26 to 01/31/26.')).toBeInTheDocument();
    db().criticalFocus.push({
      ...(db().criticalFocus[0] as CriticalFocusRow),
      id: 9999,
      status_id: 4,
      notes: [{ id: 1, status_name: 'Resolved', added_by: 'A', added_date: '2026-01-15 10:00:00', comment: 'Done.' }],
    });
    await router.navigate('/critical-focus?tab=resolved&from=2026-01-01&to=2026-01-30');
    await findList('Resolved Critical Focus');
    await user.type(screen.getByPlaceholderText('Search for query'), 'zzz');
    expect(await screen.findByText('There are no matching resolved critical focus for the entered search terms.')).toBeInTheDocument();
  });
});
