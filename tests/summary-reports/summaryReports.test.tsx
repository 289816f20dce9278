import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, demoConfig } from '@/demo/db';
import { scenarios, stats } from '@/demo/scenarios';
import { P } from '@/lib/permissions';
import { levelPrefix, reportLevel, waveIdFrom } from '@/features/summary-reports/reportLevels';
import { server } from '../setup';
import { renderRoute } from '../support/render';
import { setLargeScreen } from '../support/viewport';

afterEach(() => vi.restoreAllMocks());

describe('report levels', () => {
  it('prefixes one underscore per level, 1 to 5', () => {
    expect([1, 2, 3, 4, 5].map(levelPrefix)).toEqual(['_', '__', '___', '____', '_____']);
    expect(reportLevel(9)).toBe(5);
    expect(reportLevel('x')).toBe(1);
    expect(waveIdFrom('301')).toBe(301);
    expect(waveIdFrom('abc')).toBeNull();
    expect(waveIdFrom('0')).toBeNull();
  });
});

describe('summary reports page', () => {
  it('lists the waves under the company wave label and the chosen wave’s reports by level', async () => {
    setLargeScreen(true);
    const { user, router } = renderRoute('/summary-reports', { as: 'manager' });
    const select = await screen.findByLabelText('Month');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['-- Please Select --', 'October 2026', 'September 2026', 'August 2026']),
    );
    await user.selectOptions(select, '301');
    expect(router.state.location.search).toBe('?wave=301');
    const rows = await screen.findAllByRole('row');
    const body = rows.slice(1);
    expect(body).toHaveLength(7);
    expect(body.map((row) => row.querySelector('td')?.textContent)).toEqual([
      '_Programme summary',
      '__Region: North East',
      '___Area: Boston Metro',
      '____District: Boston North',
      '_____Site: Cambridge Tunnel',
      '__Region: South',
      '___Area: Florida',
    ]);
    const prefix = within(body[4] as HTMLElement).getByText('_____');
    expect(prefix).toHaveAttribute('aria-hidden', 'true');
    expect(body[4]!.querySelector('.summary-level-5')).not.toBeNull();
    const link = within(body[0] as HTMLElement).getByRole('link', { name: /^Download Programme summary \(PDF/ });
    // One-click download (issue 15 item 3): the type and size show beside the word.
    // The size is assumed: a server that sends only the spec's fields gets the type alone.
    expect(link).toHaveTextContent(demoConfig.contract === 'minimal' ? /^Download PDF$/ : /^Download PDF · \d+ KB$/);
    // Opened through api/download.ts whatever the click: no raw same-origin address (house rule 14).
    expect(link).not.toHaveAttribute('href');
    await user.selectOptions(select, '303');
    expect(await screen.findByText('The selected wave does not have any summary reports generated.')).toBeInTheDocument();
  });

  it('restores the wave from the address', async () => {
    renderRoute('/summary-reports?wave=302', { as: 'manager' });
    expect(await screen.findByText('Area: Boston Metro')).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue('302');
  });

  it('says when no wave has reports, with the label plus s', async () => {
    server.use(http.get('*/api/summary-reports', () => HttpResponse.json({ data: [] })));
    renderRoute('/summary-reports', { as: 'manager' });
    expect(await screen.findByText('There are no currently Months with summary reports.')).toBeInTheDocument();
  });

  it('shows only the last chosen wave after fast switches', async () => {
    server.use(
      http.get('*/api/summary-reports/301', async () => {
        await delay(300);
        return HttpResponse.json({ data: [{ id: 1, name: 'Slow October report', level: 1, url: '/api/summary-reports/files/1' }] });
      }),
    );
    const { user } = renderRoute('/summary-reports', { as: 'manager' });
    const select = await screen.findByLabelText('Month');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(select, '301');
    await user.selectOptions(select, '302');
    expect(await screen.findByText('Programme summary')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByText('Slow October report')).not.toBeInTheDocument();
    expect(screen.getByText('Programme summary')).toBeInTheDocument();
  });

  it('makes a failed load the page error', async () => {
    scenarios.failNext('/api/summary-reports', 500, { times: 2, body: { message: 'Reports unavailable' } });
    renderRoute('/summary-reports', { as: 'manager' });
    expect(await screen.findByRole('heading', { name: 'An unexpected error has occured' })).toBeInTheDocument();
    expect(screen.getByText('Reports unavailable')).toBeInTheDocument();
  });

  it('reads the lists in either envelope and leaves out a report it cannot read', async () => {
    setLargeScreen(true);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('*/api/summary-reports', () => HttpResponse.json([{ wave_id: '301', name: 'October 2026' }, { name: 'No id' }])),
      http.get('*/api/summary-reports/301', () =>
        HttpResponse.json({
          data: [
            { id: 1, name: 'Readable', level: '2', url: '/api/summary-reports/files/1.pdf' },
            { id: 'x', name: 'Broken' },
            { id: 2, name: '<b>Markup</b>', url: null },
          ],
        }),
      ),
    );
    renderRoute('/summary-reports?wave=301', { as: 'manager' });
    expect(await screen.findByText('Readable')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Month')).getAllByRole('option')).toHaveLength(2);
    expect(screen.queryByText('Broken')).not.toBeInTheDocument();
    expect(screen.getByText('<b>Markup</b>')).toBeInTheDocument();
    expect(screen.getByText('File unavailable')).toBeInTheDocument();
  });

  it('makes an unreadable answer the page error with the decoding message, never a crash', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/summary-reports', () => HttpResponse.json({ waves: 'none', message: 'ok' })));
    renderRoute('/summary-reports', { as: 'manager' });
    expect(await screen.findByRole('heading', { name: 'An unexpected error has occured' })).toBeInTheDocument();
    expect(screen.getByText('The server sent data the portal could not read.')).toBeInTheDocument();
  });

  it("says 'Error with permissions' without the permission, and calls nothing", async () => {
    const role = db().roles.find((row) => row.name === 'Store Viewer')!;
    expect(role.permissions).not.toContain(P.VIEW_SUMMARY_REPORTS);
    renderRoute('/summary-reports', { as: 'viewer' });
    expect(await screen.findByText('Error with permissions')).toBeInTheDocument();
    expect(stats.count('/api/summary-reports')).toBe(0);
  });
});
