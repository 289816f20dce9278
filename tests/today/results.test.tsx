import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, demoConfig } from '@/demo/db';
import { P } from '@/lib/permissions';
import { renderRoute } from '../support/render';
import { queriesTo, useRequestLog } from '../support/requestLog';
import { findCard, viewerOnly } from './support';

/*
 * Today's Results card reads the reports through lib/waveResults, in both demo contracts: our
 * demo's category report is a site × section table with numbers, the minimal contract's one row per
 * category with numbers as text (issue 29 item 5).
 */

const log = useRequestLog();

const loaded = (card: HTMLElement) => waitFor(() => expect(within(card).queryByText(/^Loading/)).toBeNull(), { timeout: 15000 });
const moversUnder = (card: HTMLElement, title: string) => {
  const heading = within(card).getByRole('heading', { name: title, level: 3 });
  return [...(heading.parentElement?.querySelectorAll('.mover-name') ?? [])].map((name) => name.textContent ?? '');
};

describe("Today's Results card", () => {
  it('shows the wave’s score and its change, stores as stores and sections as sections', async () => {
    renderRoute('/today', { as: 'manager' });
    const card = await findCard('Results');
    await loaded(card);
    const current = [...db().waves].filter((wave) => wave.status === 8).sort((a, b) => b.id - a.id)[0];
    expect(within(card).getByText(current?.name ?? '')).toBeInTheDocument();
    expect(within(card).getByText(/^\d{1,3}\.\d%$/, { selector: '.today-figure-value' })).toBeInTheDocument();
    expect(within(card).queryByText(/n\/a%/)).toBeNull();
    expect(within(card).queryByText(/No previous/)).toBeNull();
    const sites = new Set(db().locations.map((location) => location.name));
    const categories = new Set(db().reportCategories.map((category) => category.name));
    const stores = [...moversUnder(card, 'Most improved'), ...moversUnder(card, 'Most declined')];
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.every((name) => sites.has(name))).toBe(true);
    const sections = moversUnder(card, 'Sections that moved most');
    expect(sections.length).toBeGreaterThan(0);
    expect(sections.every((name) => categories.has(name))).toBe(true);
    // The rank report for the stores, the category report for the sections, the trend for the score.
    const wave = String(current?.id);
    expect(queriesTo(log, '/api/reporting/rank')).toContainEqual({ scheme_id: '1', level: 'loc', visitnum: wave });
    expect(queriesTo(log, '/api/reporting/category')).toContainEqual({ scheme_id: '1', level: 'loc', visitnum: wave });
    expect(queriesTo(log, '/api/reporting/trend')[0]?.visitnum?.split(',').at(-1)).toBe(wave);
  });

  it("without 'view - dashboard' shows the filters' current wave, else (the spec's fields alone) their newest", async () => {
    viewerOnly(P.VIEW_REPORTING);
    renderRoute('/today', { as: 'viewer' });
    const card = await findCard('Results');
    await loaded(card);
    // Our demo's filters name the current wave (assumed `current_wave`: the newest complete one); the minimal contract's do not.
    const newest = [...db().waves].filter((wave) => demoConfig.contract === 'minimal' || wave.status === 8).sort((a, b) => b.id - a.id)[0];
    expect(within(card).getByText(newest?.name ?? '')).toBeInTheDocument();
    expect(within(card).getByText(/^\d{1,3}\.\d%$/, { selector: '.today-figure-value' })).toBeInTheDocument();
    expect(log.some((entry) => entry.path.startsWith('/api/dashboard'))).toBe(false);
    expect(queriesTo(log, '/api/reporting/rank')).toContainEqual({ level: 'loc', visitnum: String(newest?.id) });
  });
});
