import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { scenarios, stats } from '@/demo/scenarios';
import { renderRoute } from '../support/render';

vi.mock('@/features/cases/components/CaseDashboard', () => ({
  default: ({ embedded }: { embedded: boolean }) => <p>Case dashboard body (embedded: {String(embedded)})</p>,
}));

describe('dashboard screen frame', () => {
  it('shows the default dashboard with its scheme and wave selectors', async () => {
    renderRoute('/dashboard', { as: 'manager' });
    expect(await screen.findByRole('heading', { name: 'Mystery Shop Program' })).toBeInTheDocument();
    const scheme = screen.getByLabelText('Dashboard');
    expect(
      within(scheme)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Mystery Shop Program',
      'Site Safety Audit',
      'Imported Sales Data',
      'Customer Experience Survey',
      'Customer Cases',
      'Crew Satisfaction',
      'Executive Overview',
      'All Survey Data',
      'Combined Shop & Survey',
    ]);
    expect(scheme).toHaveValue('scheme:1');
    // The company's wave label names the wave selector; waves are grouped by wave group.
    const wave = screen.getByLabelText('Month');
    expect(wave.querySelectorAll('optgroup').length).toBeGreaterThan(1);
    expect(wave.querySelector('optgroup')?.getAttribute('label')).toMatch(/^Q\d \d{4}$/);
    expect(stats.count('/api/dashboard', 'GET')).toBe(1);
  });

  it('asks for the picked wave and the picked dashboard by kind', async () => {
    const { user, store } = renderRoute('/dashboard', { as: 'manager' });
    await screen.findByRole('heading', { name: 'Mystery Shop Program' });
    const wave = screen.getByLabelText('Month') as HTMLSelectElement;
    const options = [...wave.querySelectorAll('option')];
    const older = options[3] as HTMLOptionElement;
    await user.selectOptions(wave, older.value);
    await waitFor(() => expect(stats.calls.some((call) => call.path === '/api/dashboard/1')).toBe(true));
    await waitFor(() => expect(store.getState().dashboard?.wave?.id).toBe(Number(older.value)));
    expect(store.getState().dashboard?.previousWave?.id).toBe(Number((options[4] as HTMLOptionElement).value));
    expect(wave).toHaveValue(older.value);

    await user.selectOptions(screen.getByLabelText('Dashboard'), 'mcds:102');
    expect(await screen.findByRole('heading', { name: 'Combined Shop & Survey' })).toBeInTheDocument();
    expect(stats.count('/api/dashboard/mcds/102', 'GET')).toBe(1);
    await user.selectOptions(screen.getByLabelText('Dashboard'), 'All Survey Data');
    expect(await screen.findByRole('heading', { name: 'All Survey Data' })).toBeInTheDocument();
    expect(stats.count('/api/dashboard/multi-scheme/101', 'GET')).toBe(1);
  });

  it('shows the case dashboard body, embedded and without a wave selector, for the case-management scheme', async () => {
    const { user } = renderRoute('/dashboard', { as: 'manager' });
    await screen.findByRole('heading', { name: 'Mystery Shop Program' });
    await user.selectOptions(screen.getByLabelText('Dashboard'), 'Customer Cases');
    expect(await screen.findByText('Case dashboard body (embedded: true)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Customer Cases' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Month')).not.toBeInTheDocument();
    expect(stats.count('/api/dashboard/5', 'GET')).toBe(1);
  });

  it("shows the server's error text when no dashboard loads", async () => {
    // Twice: the route's prefetch fails silently, the page's own request fails visibly.
    scenarios.failNext('/api/dashboard', 500, { times: 2, body: { error: 'No dashboards are set up for you' } });
    renderRoute('/dashboard', { as: 'manager' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No dashboards are set up for you');
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument());
  });

  it("shows 'Error' when the failure carries no text", async () => {
    scenarios.htmlNext('/api/dashboard', 502, 2);
    renderRoute('/dashboard', { as: 'manager' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error$/);
  });

  it('hides the scheme selector when only one dashboard exists', async () => {
    const { db } = await import('@/demo/db');
    db().schemes = db().schemes.filter((scheme) => scheme.id === 1);
    db().multiSchemes = [];
    renderRoute('/dashboard', { as: 'viewer' });
    expect(await screen.findByRole('heading', { name: 'Mystery Shop Program' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Dashboard')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toBeInTheDocument();
  });
});
