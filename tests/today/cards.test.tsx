import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scenarios } from '@/demo/scenarios';
import { P } from '@/lib/permissions';
import { renderRoute } from '../support/render';
import { cardTitles, findCard, viewerOnly } from './support';

const settled = async (card: HTMLElement) => waitFor(() => expect(within(card).queryByText(/^Loading/)).toBeNull(), { timeout: 15000 });

describe('Today: cards by permission', () => {
  it('shows the manager every card, each with a link into its area', async () => {
    renderRoute('/today', { as: 'manager' });
    for (const title of ['Alerts', 'Queries', 'Cases', 'Results', 'NPS']) await settled(await findCard(title));
    expect(cardTitles()).toEqual(['Alerts', 'Queries', 'Cases', 'Results', 'NPS']);
    expect(within(await findCard('Alerts')).getByRole('link', { name: 'Open Critical Focus' })).toHaveAttribute('href', '/critical-focus?tab=new');
    expect(within(await findCard('Queries')).getByRole('link', { name: 'Open referred queries' })).toHaveAttribute('href', '/queries?tab=referred');
    expect(within(await findCard('Cases')).getByRole('link', { name: 'Open Case Management' })).toHaveAttribute('href', '/case-management');
  });

  it.each([
    [P.VIEW_CRITICAL_FOCUS, ['Alerts']],
    [P.VIEW_QUERIES, ['Queries']],
    [P.VIEW_CASE_MANAGEMENT, ['Cases']],
    [P.VIEW_REPORTING, ['Results']],
    [P.VIEW_DASHBOARD, ['Results']],
    [P.VIEW_NPS_DASHBOARD, ['NPS']],
  ] as const)('with only %s shows %j', async (permission, titles) => {
    viewerOnly(permission);
    renderRoute('/today', { as: 'viewer' });
    await findCard(titles[0]);
    expect(cardTitles()).toEqual(titles);
  });

  it('sends a user without any of the permissions to the restricted page, and the menu has no Today', async () => {
    viewerOnly(P.VIEW_PROFILE);
    const { router } = renderRoute('/today', { as: 'viewer' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/restricted'), { timeout: 15000 });
    expect(screen.queryByRole('link', { name: 'Today' })).toBeNull();
  });
});

describe('Today: each card fails on its own', () => {
  it.each([
    // Prefetched calls are asked twice (route data, then the page): both fail.
    ['Alerts', '/api/critical-focus', 'The alerts could not be loaded.', 2],
    ['Queries', '/api/open-queries', 'The queries could not be loaded.', 2],
    ['Cases', '/api/case-management', 'The cases could not be loaded.', 2],
    // Current and previous wave.
    ['Results', '/api/reporting/category', 'The results could not be loaded.', 2],
    ['NPS', '/api/nps-dashboard/metrics', 'The NPS could not be loaded.', 1],
  ])('%s: its message and Retry, the other cards stay', async (title, path, message, times) => {
    scenarios.failNext(path, 500, { times });
    const { user } = renderRoute('/today', { as: 'manager' });
    const card = await findCard(title);
    expect(await within(card).findByText(message, {}, { timeout: 15000 })).toBeInTheDocument();
    for (const other of ['Alerts', 'Queries', 'Cases', 'Results', 'NPS'].filter((name) => name !== title)) {
      const otherCard = await findCard(other);
      await settled(otherCard);
      expect(within(otherCard).queryByRole('button', { name: 'Retry' })).toBeNull();
    }
    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(card).queryByText(message)).toBeNull(), { timeout: 15000 });
    await settled(card);
  });
});
