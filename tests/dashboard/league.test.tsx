import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/demo/db';
import { editAnswer } from '../support/demoAnswer';
import { renderRoute } from '../support/render';
import { setLargeScreen } from '../support/viewport';

// Lists are tables from 1024 px (cards below): test the desktop layout.
beforeEach(() => setLargeScreen(true));

/**
 * A league of known figures (fractions) in both demo contracts (the minimal one sends no `content`:
 * the test gives the answer its figures). Change: Alpha +10, Bravo −15, Charlie +5, Foxtrot +10;
 * Able and Delta have no previous figure, Echo no current one.
 */
const LEAGUE = [
  { id: 1, name: 'Alpha', value: 0.8, previous: 0.7 },
  { id: 2, name: 'Bravo', value: 0.6, previous: 0.75 },
  { id: 3, name: 'Charlie', value: 0.9, previous: 0.85 },
  { id: 4, name: 'Delta', value: 0.7, previous: null },
  { id: 5, name: 'Echo', value: null, previous: 0.6 },
  { id: 6, name: 'Foxtrot', value: 0.75, previous: 0.65 },
  { id: 7, name: 'Able', value: 0.5, previous: null },
];
const BY_RANK = ['Charlie', 'Alpha', 'Foxtrot', 'Delta', 'Bravo', 'Able', 'Echo'];
const MOST_IMPROVED = ['Alpha', 'Foxtrot', 'Charlie', 'Bravo', 'Able', 'Delta', 'Echo'];

function answerWithLeague(league: Array<Record<string, unknown>>): void {
  editAnswer('/dashboard/:id', (data) => {
    data.body = 'mystery-shopping';
    data.content = { league, sections: [], trend: [], latest: [] };
  });
}

/** The league's locations, top to bottom, once the table shows. */
async function leagueNames(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'League table' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => LEAGUE.find((item) => (row.textContent ?? '').includes(item.name))?.name ?? '?');
}

const improvedButton = () => within(screen.getByRole('group', { name: 'League order' })).getByRole('button', { name: 'Most improved' });
const changeHeader = () => within(screen.getByRole('table', { name: 'League table' })).getByRole('columnheader', { name: /^Change/ });

describe("the league table's 'Most improved' order (issue 24)", () => {
  it('orders by the change against the previous wave from the keyboard, keeps it in the address, and Back undoes it', async () => {
    answerWithLeague(LEAGUE);
    const { router, user } = renderRoute('/dashboard?scheme=1', { as: 'manager' });
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?scheme=1&wave=\d+$/));
    // The completed address reaches the page in a render of its own: let it land before the click.
    await act(async () => {});
    expect(await leagueNames()).toEqual(BY_RANK);
    const before = router.state.location.search;
    const actions: string[] = [];
    router.subscribe((state) => actions.push(state.historyAction));

    const button = improvedButton();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    button.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.search).toBe(`${before}&league=improved`));
    // A history entry of its own (Back below returns from it). On a loaded machine the click can come
    // before the completed address has re-rendered the table: its push then lacks the wave, and the
    // page's completion replaces that same new entry, so the last action may read REPLACE.
    expect(actions[0]).toBe('PUSH');
    expect(await leagueNames()).toEqual(MOST_IMPROVED);
    expect(improvedButton()).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('group', { name: 'League order' })).getByRole('button', { name: 'Top' })).toHaveAttribute('aria-pressed', 'false');
    expect(changeHeader()).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('table', { name: 'League table' })).not.toHaveTextContent('NaN');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe(before));
    expect(await leagueNames()).toEqual(BY_RANK);
    expect(improvedButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it('a pasted address shows the order at once, and a wave pick keeps it', async () => {
    answerWithLeague(LEAGUE);
    const { router, user } = renderRoute('/dashboard?scheme=1&league=improved', { as: 'manager' });
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?scheme=1&wave=\d+&league=improved$/));
    expect(await leagueNames()).toEqual(MOST_IMPROVED);
    expect(improvedButton()).toHaveAttribute('aria-pressed', 'true');

    const older = [...db().waves].sort((a, b) => b.id - a.id)[2];
    if (!older) throw new Error('no wave');
    await user.selectOptions(screen.getByLabelText('Month'), String(older.id));
    await waitFor(() => expect(router.state.location.search).toBe(`?scheme=1&wave=${older.id}&league=improved`));
    await waitFor(() => expect(screen.getByLabelText('Month')).toHaveValue(String(older.id)));
    expect(await leagueNames()).toEqual(MOST_IMPROVED);
  });

  it('without a previous figure it is unavailable and says why; the address asking for it shows the ranks, never NaN', async () => {
    answerWithLeague(LEAGUE.map((item) => ({ ...item, previous: null })));
    const { router, user } = renderRoute('/dashboard?scheme=1&league=improved', { as: 'manager' });
    expect(await leagueNames()).toEqual(BY_RANK);
    const button = improvedButton();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAccessibleDescription('No previous Month to compare with');
    // Still reachable by keyboard, so its reason is read; activating it changes nothing.
    button.focus();
    expect(button).toHaveFocus();
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?scheme=1&wave=\d+&league=improved$/));
    const search = router.state.location.search;
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(router.state.location.search).toBe(search);
    expect(await leagueNames()).toEqual(BY_RANK);
    expect(screen.getByRole('table', { name: 'League table' })).not.toHaveTextContent('NaN');
  });

  it('reads an unknown order in the address as Top', async () => {
    answerWithLeague(LEAGUE);
    renderRoute('/dashboard?scheme=1&league=sideways', { as: 'manager' });
    expect(await leagueNames()).toEqual(BY_RANK);
    expect(within(screen.getByRole('group', { name: 'League order' })).getByRole('button', { name: 'Top' })).toHaveAttribute('aria-pressed', 'true');
  });
});
