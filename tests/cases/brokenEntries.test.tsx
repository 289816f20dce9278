import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers } from '@/demo/handlers/index';
import { renderRoute } from '../support/render';
import { setLargeScreen } from '../support/viewport';
import { server } from '../setup';

type Body = { data: unknown[] } & Record<string, unknown>;

/**
 * Lets the demo API answer, then breaks the answer the way a faulty back end might. The answer is
 * handed over in the default mode's form (a list under `data`, an object flat) whichever envelope the
 * demo mode sent, and goes back in the form it came.
 */
function breakAnswer(path: string, mutate: (body: Body) => void) {
  server.use(
    http.get(`*/api${path}`, async ({ request }) => {
      const real = await getResponse(handlers, request);
      if (!real) return undefined;
      const sent = (await real.json()) as unknown;
      const bare = Array.isArray(sent);
      const wrapped =
        !bare && typeof sent === 'object' && sent !== null && Object.keys(sent).length === 1 && 'data' in sent && !Array.isArray((sent as Body).data);
      const body = (bare ? { data: sent } : wrapped ? (sent as { data: Body }).data : sent) as Body;
      mutate(body);
      return HttpResponse.json((bare ? body.data : wrapped ? { data: body } : body) as never, { status: real.status });
    }),
  );
}

beforeEach(() => setLargeScreen(true));

describe('one broken entry never takes a list down', () => {
  it('case list: rows without an id, a status or a location are skipped, the rest shown', async () => {
    breakAnswer('/case-management/cases', (body) => {
      body.data[0] = { id: 'x' };
      (body.data[1] as Record<string, unknown>).status = null;
      body.data[2] = null;
      (body.data[3] as Record<string, unknown>).source = 'not an object';
    });
    renderRoute('/case-management/cases', { as: 'manager' });
    const table = await screen.findByRole('table', { name: 'Cases' }, { timeout: 8000 });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 7);
    expect(screen.queryByText('An unexpected error has occured')).not.toBeInTheDocument();
  });

  it('filters: the regions tree reads the spec\'s { rbms: [...] } form (not "No regions")', async () => {
    breakAnswer('/case-management/cases/filters', (body) => {
      body.regions = { rbms: [{ id: 7, name: 'North East', bdms: [{ id: 12, name: 'District 2', locs: [{ id: 101, name: 'Alpha' }] }] }, { broken: true }] };
    });
    renderRoute('/case-management/cases', { as: 'manager' });
    const filters = await screen.findByRole('complementary', { name: 'Case filters' }, { timeout: 8000 });
    expect(await within(filters).findByText('North East')).toBeInTheDocument();
    expect(within(filters).queryByText('No regions')).not.toBeInTheDocument();
  });

  it('grouped view: an entry without region is skipped, the other regions shown', async () => {
    breakAnswer('/case-management/cases-grouped', (body) => {
      body.data.unshift({ locations: [] }, { region: { id: 'x', name: 5 } }, 'nonsense');
      (body.data[3] as { locations: unknown[] }).locations.unshift(null, { name: 'no id' });
    });
    const { user } = renderRoute('/case-management/cases', { as: 'manager' });
    await screen.findByRole('table', { name: 'Cases' }, { timeout: 8000 });
    await user.selectOptions(screen.getByLabelText('View As'), 'Grouped');
    const regions = await screen.findAllByRole('button', { name: /^District \d+ \(\d+\)$/ });
    expect(regions.length).toBeGreaterThan(1);
    await user.click(regions[0] as HTMLElement);
    expect(screen.getAllByRole('button', { name: /#\d+ \(\d+\)$/ }).length).toBeGreaterThan(0);
    expect(screen.queryByText('An unexpected error has occured')).not.toBeInTheDocument();
  });

  it('grouped location cases: a broken row is skipped', async () => {
    breakAnswer('/case-management/cases-grouped/:locationId', (body) => {
      body.data.unshift({ id: -1 }, { id: 5, status: { name: 'New' } });
    });
    const { user } = renderRoute('/case-management/cases', { as: 'manager' });
    await screen.findByRole('table', { name: 'Cases' }, { timeout: 8000 });
    await user.selectOptions(screen.getByLabelText('View As'), 'Grouped');
    const regions = await screen.findAllByRole('button', { name: /^District \d+ \(\d+\)$/ });
    await user.click(regions[0] as HTMLElement);
    await user.click(screen.getAllByRole('button', { name: /#\d+ \(\d+\)$/ })[0] as HTMLElement);
    const table = await screen.findByRole('table', { name: /^Cases at / });
    expect(within(table).queryByRole('link', { name: 'Case #5' })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('customer search: a broken row is skipped', async () => {
    breakAnswer('/case-management/cases/search', (body) => {
      body.data.splice(0, 1, { id: 77 });
    });
    const { user } = renderRoute('/case-management/search', { as: 'manager' });
    await user.type(await screen.findByLabelText('Customer Email', {}, { timeout: 8000 }), 'mail.example');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Cases found' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 9));
    expect(within(table).queryByRole('link', { name: 'Case #77' })).not.toBeInTheDocument();
  });
});
