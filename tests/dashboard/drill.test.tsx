import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, demoConfig } from '@/demo/db';
import { renderRoute } from '../support/render';
import { setLargeScreen } from '../support/viewport';
import { allWidgetsShown } from '../support/dashboardWidgets';

beforeEach(() => setLargeScreen(true));

describe('drill links into reporting', () => {
  it('links the dial, sections, trend points (table view) and league rows with the reporting filters', async () => {
    const { router, user } = renderRoute('/dashboard?scheme=1', { as: 'manager' });
    await waitFor(() => expect(router.state.location.search).toMatch(/wave=\d+$/));
    const wave = new URLSearchParams(router.state.location.search).get('wave');
    // The same links from the answer's figures and, in the minimal contract, from the derived body's reports.
    const dial = await screen.findByRole('link', { name: /^Wave score \d+\.\d%: open the rank report$/ });
    await allWidgetsShown();
    expect(dial).toHaveAttribute('href', `/reporting?scheme=1&report=rank&level=loc&visitnum=${wave}`);
    const sections = screen.getByRole('table', { name: 'Section scores' });
    expect(within(sections).getByRole('link', { name: 'Greeting' }).getAttribute('href')).toMatch(
      new RegExp(`^/reporting\\?scheme=1&report=category&level=loc&visitnum=${wave}&cat=\\d+$`),
    );
    const trend = screen.getByRole('region', { name: 'Trend' });
    await user.click(within(trend).getByRole('button', { name: 'View as table' }));
    const points = within(within(trend).getByRole('table')).getAllByRole('link');
    expect(points).toHaveLength(13);
    expect(points[12]).toHaveAttribute('href', `/reporting?scheme=1&report=rank&level=loc&visitnum=${wave}`);
    const league = screen.getByRole('table', { name: 'League table' });
    const row = within(league).getAllByRole('link')[0] as HTMLElement;
    expect(row.getAttribute('href')).toMatch(new RegExp(`^/reporting\\?scheme=1&report=category&level=job&visitnum=${wave}&loc=\\d+$`));
    await user.click(row);
    // The reporting page opens that report.
    expect(await screen.findByRole('heading', { name: 'Reporting', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Category', level: 2 })).toBeInTheDocument();
  });

  it('leaves everything plain for a user without view - reporting', async () => {
    const role = db().roles.find((row) => row.name === 'Store Viewer');
    if (role) role.permissions = role.permissions.filter((permission) => permission !== 'view - reporting');
    renderRoute('/dashboard?scheme=1', { as: 'viewer' });
    if (demoConfig.contract === 'minimal') {
      // The derived body's figures need 'view - reporting': only the NPS card, with no reporting link.
      expect(await screen.findByRole('region', { name: 'NPS' })).toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'League table' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /open the rank report/ })).not.toBeInTheDocument();
      return;
    }
    const league = await screen.findByRole('table', { name: 'League table' });
    expect(within(league).queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: /open the rank report/ })).not.toBeInTheDocument();
  });
});
