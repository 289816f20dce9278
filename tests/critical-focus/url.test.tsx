import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/demo/db';
import { sectionEntered } from '@/store/events';
import { overdueHoursKey } from '@/features/critical-focus/overdueClock';
import { renderRoute } from '../support/render';
import { addNewItems, findDetail, findList, prepareItem, rowIds } from './support';

describe('critical focus: the address is the view', () => {
  it('restores a pasted link (tab, search, page) and keeps the job report parameters', async () => {
    addNewItems(25);
    const jobId = db().criticalFocus[0]?.job_id;
    // `keep` stands for another area's parameter (the job report's job/survey are validated by its host).
    const { router } = renderRoute(`/critical-focus?keep=1&tab=new&q=${jobId}&page=2`, { as: 'manager' });
    const list = await findList('New Critical Focus');
    expect(screen.getByPlaceholderText('Search for critical focus')).toHaveValue(String(jobId));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(rowIds(list)).toHaveLength(10);
    // The default tab is written out; other parameters stay.
    await waitFor(() => expect(router.state.location.search).toBe(`?keep=1&q=${jobId}&page=2`));
  });

  it('corrects invalid values in place without a crash', async () => {
    const { router } = renderRoute('/critical-focus?tab=nope&page=99&item=abc&from=2026-13-01&to=x', { as: 'manager' });
    await findList('New Critical Focus');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await router.navigate('/critical-focus?tab=resolved&from=2099-01-01&to=2099-01-31');
    await findList('Resolved Critical Focus');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=resolved'));
    expect(screen.getByText('Below are your resolved critical focus from the last 30 days.')).toBeInTheDocument();
  });

  it('pushes tab changes and opened items; Back returns to the same view with the row focused', async () => {
    const { user, router } = renderRoute('/critical-focus', { as: 'manager' });
    await findList('New Critical Focus');
    await user.click(screen.getByRole('link', { name: /^All Open/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=open'));
    const list = await findList('All Open Critical Focus');
    const id = rowIds(list)[2] as number;
    await user.click(document.getElementById(`cf-row-${id}`) as HTMLElement);
    await findDetail(id);
    expect(router.state.location.search).toBe(`?tab=open&item=${id}`);
    await user.click(screen.getByRole('button', { name: 'Back to list' }));
    await findList('All Open Critical Focus');
    expect(router.state.location.search).toBe('?tab=open');
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById(`cf-row-${id}`)));
    // Browser Back from an item opened by keyboard.
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Enter' });
    await findDetail(id);
    await router.navigate(-1);
    await findList('All Open Critical Focus');
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById(`cf-row-${id}`)));
    // Back again: the previous tab.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await findList('New Critical Focus')).toBeInTheDocument();
  });

  it('switching tab clears the open item', async () => {
    const { user, router } = renderRoute('/critical-focus?item=2001', { as: 'manager' });
    await findDetail(2001);
    await user.click(screen.getByRole('link', { name: 'Resolved' }));
    await findList('Resolved Critical Focus');
    expect(router.state.location.search).toBe('?tab=resolved');
  });

  it('entering the section resets the slice: nothing but the URL carries a view over', async () => {
    const { store, user } = renderRoute('/critical-focus?tab=open', { as: 'manager' });
    const list = await findList('All Open Critical Focus');
    await user.click(document.getElementById(`cf-row-${rowIds(list)[0]}`) as HTMLElement);
    await findDetail(rowIds(list)[0] as number);
    const state = () => (store.getState() as unknown as { criticalFocus: { returnFocusId: number | null } }).criticalFocus;
    expect(state().returnFocusId).not.toBeNull();
    store.dispatch(sectionEntered({ section: 'critical-focus', fromSection: null }));
    expect(state().returnFocusId).toBeNull();
  });
});

describe('critical focus: keyboard triage and age chips', () => {
  it('moves with j/k and arrows across pages, opens with Enter, closes with Esc, / searches, ? helps', async () => {
    addNewItems(5);
    const { user, router } = renderRoute('/critical-focus?tab=open', { as: 'manager' });
    const list = await findList('All Open Critical Focus');
    const ids = rowIds(list);
    expect(ids).toHaveLength(10);
    await user.keyboard('j');
    expect(document.activeElement?.id).toBe(`cf-row-${ids[0]}`);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.id).toBe(`cf-row-${ids[1]}`);
    await user.keyboard('k');
    expect(document.activeElement?.id).toBe(`cf-row-${ids[0]}`);
    for (let n = 0; n < 9; n += 1) await user.keyboard('j');
    expect(document.activeElement?.id).toBe(`cf-row-${ids[9]}`);
    // Past the last row: the next page's first row.
    await user.keyboard('j');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=open&page=2'));
    const second = rowIds(screen.getByRole('list', { name: 'All Open Critical Focus' }));
    await waitFor(() => expect(document.activeElement?.id).toBe(`cf-row-${second[0]}`));
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.activeElement?.id).toBe(`cf-row-${ids[9]}`));
    // Modified keys and typing in a field do nothing.
    await user.keyboard('{Control>}j{/Control}');
    expect(document.activeElement?.id).toBe(`cf-row-${ids[9]}`);
    await user.keyboard('{Enter}');
    await findDetail(ids[9] as number);
    await user.keyboard('{Escape}');
    await findList('All Open Critical Focus');
    await waitFor(() => expect(document.activeElement?.id).toBe(`cf-row-${ids[9]}`));
    await user.keyboard('/');
    const search = screen.getByPlaceholderText('Search for critical focus');
    expect(search).toHaveFocus();
    await user.keyboard('jk');
    expect(search).toHaveValue('jk');
    await user.click(document.body);
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Open the focused item')).toBeInTheDocument();
  });

  it('shows ages as text, changes with the Overdue after select and keeps the choice per user', async () => {
    const created = new Date(Date.now() - 10 * 3600_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    prepareItem(2001, {
      created_date: `${created.getFullYear()}-${pad(created.getMonth() + 1)}-${pad(created.getDate())} ${pad(created.getHours())}:${pad(created.getMinutes())}:${pad(created.getSeconds())}`,
    });
    const { user, store } = renderRoute('/critical-focus', { as: 'manager' });
    const list = await findList('New Critical Focus');
    const row = () => document.getElementById('cf-row-2001') as HTMLElement;
    expect(list).toContainElement(row());
    expect(within(row()).getByText('10 h')).toHaveClass('bg-secondary');
    await user.selectOptions(screen.getByLabelText('Overdue after'), '12');
    expect(within(row()).getByText('Due soon · 10 h')).toHaveClass('bg-warning');
    await user.selectOptions(screen.getByLabelText('Overdue after'), '8');
    expect(within(row()).getByText('Overdue · 10 h')).toHaveClass('bg-danger');
    const userId = store.getState().session.session?.user.id as number;
    expect(localStorage.getItem(overdueHoursKey(userId))).toBe('8');
  });
});
