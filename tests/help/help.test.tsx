import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, demoConfig } from '@/demo/db';
import { scenarios, stats } from '@/demo/scenarios';
import { P } from '@/lib/permissions';
import { activeHelpTab, helpTabsFor, initialsOf, mailtoHref, mayOpenHelp, telHref } from '@/features/help/helpTabs';
import { downloadName, fileKindOf, fileLabel, fileTypeOf, formatBytes, safeFileHref } from '@/lib/fileTypes';
import { resolveFileAddress } from '@/api/fileAddress';
import { server } from '../setup';
import { renderRoute } from '../support/render';
import { setLargeScreen } from '../support/viewport';

afterEach(() => vi.restoreAllMocks());

/** The minimal contract (DEMO_CONTRACT=minimal): no user guides (their source is not shown) and no file sizes. */
const minimal = demoConfig.contract === 'minimal';

const setPermissions = (email: string, permissions: string[]) => {
  const user = db().users.find((row) => row.email === email)!;
  const role = db().roles.find((row) => row.name === user.roles[0])!;
  role.permissions = permissions;
};

describe('file helpers', () => {
  it('types, icons, sizes and labels', () => {
    expect(fileTypeOf('PDF', '/x.doc')).toBe('pdf');
    expect(fileTypeOf(null, '/files/guide.PPTX?x=1')).toBe('pptx');
    expect(fileTypeOf('', '/files/noext')).toBe('');
    expect(['pdf', 'xls', 'xlsx', 'ppt', 'pptx', 'doc', 'docx', 'csv', 'zip', ''].map(fileKindOf)).toEqual([
      'pdf',
      'excel',
      'excel',
      'powerpoint',
      'powerpoint',
      'word',
      'word',
      'csv',
      'other',
      'other',
    ]);
    expect(formatBytes(1_250_000)).toBe('1.2 MB');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(48_000)).toBe('47 KB');
    expect(formatBytes(undefined)).toBeNull();
    expect(fileLabel('pdf', 1_250_000)).toBe('PDF · 1.2 MB');
    expect(fileLabel('xlsx', null)).toBe('XLSX');
    expect(downloadName('Guide', 'pdf', 1_250_000)).toBe('Download Guide (PDF, 1.2 MB)');
    expect(downloadName('Guide', 'pdf', undefined)).toBe('Download Guide (PDF)');
  });

  it('links only http(s) and site-relative paths', () => {
    expect(safeFileHref('javascript:alert(1)')).toBeNull();
    expect(safeFileHref(' JavaScript:alert(1)')).toBeNull();
    expect(safeFileHref('data:text/html,<b>x</b>')).toBeNull();
    expect(safeFileHref('//evil.example.com/x.pdf')).toBeNull();
    expect(safeFileHref('/api/help/files/1')).toBe('/api/help/files/1');
    expect(safeFileHref('https://cdn.example.com/a.pdf')).toBe('https://cdn.example.com/a.pdf');
    // Help files are resolved like every file address the API gives (api/download.ts).
    expect(resolveFileAddress('/api/help/files/1')).toEqual({ url: `${window.location.origin}/api/help/files/1`, withToken: true, sameOrigin: true });
    expect(resolveFileAddress('https://cdn.example.com/a.pdf')).toEqual({ url: 'https://cdn.example.com/a.pdf', withToken: false, sameOrigin: false });
    expect(resolveFileAddress('javascript:alert(1)')).toBeNull();
    expect(resolveFileAddress('//evil.example.com/x.pdf')).toBeNull();
  });

  it('tabs by permission, contact links and initials', () => {
    const user = (permissions: string[]) => ({ permissions, roles: [] });
    expect(helpTabsFor(user([P.HELP_VIEW_USER_GUIDE, P.HELP_DOWNLOADS, P.HELP_VIEW_CONTACT]), 2)).toEqual(['guides', 'downloads', 'contact']);
    expect(helpTabsFor(user([P.HELP_USER_GUIDES, P.HELP_VIEW_DOWNLOADS]), 0)).toEqual(['guides']);
    expect(helpTabsFor(user([P.HELP_CONTACT]), 3)).toEqual(['contact']);
    expect(activeHelpTab('contact', ['guides', 'contact'])).toBe('contact');
    expect(activeHelpTab('downloads', ['guides', 'contact'])).toBe('guides');
    expect(activeHelpTab(null, [])).toBeNull();
    expect(telHref('(617) 555-0142')).toBe('tel:6175550142');
    expect(telHref('+1 800 555 0100')).toBe('tel:+18005550100');
    expect(mailtoHref('a@b.com')).toBe('mailto:a@b.com');
    expect(mailtoHref('javascript:alert(1)//@x.com')).toBeNull();
    expect(initialsOf('Dana Q. Whitfield')).toBe('DW');
    expect(initialsOf('')).toBe('?');
  });
});

describe('help page', () => {
  it('shows the manager every tab; guides with an icon, title, description and one link', async () => {
    setLargeScreen(true);
    const { user, router } = renderRoute('/help', { as: 'manager' });
    expect(await screen.findByRole('heading', { name: 'Help', level: 1 })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['User Guides', 'Downloads', 'Contact Us']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    if (minimal) {
      // A server that sends only what the spec names has no user guides: the tab says so.
      expect(await screen.findByText('There are currently no user guides.')).toBeInTheDocument();
    } else {
      const link = await screen.findByRole('link', { name: /^Download Getting started with the portal \(PDF, 1\.2 MB\)$/ });
      // Opened through api/download.ts whatever the click: no raw same-origin address (house rule 14).
      expect(link).not.toHaveAttribute('href');
      expect(link).toHaveTextContent('PDF · 1.2 MB');
      // Markup in a title or description is text.
      expect(screen.getByText('<b>Release notes</b> <script>alert(1)</script>')).toBeInTheDocument();
      expect(document.querySelector('script')).toBeNull();
      expect(document.querySelectorAll('[data-kind]').length).toBe(4);
    }
    await user.click(tabs[1]!);
    expect(router.state.location.search).toBe('?tab=downloads');
    // The size is assumed: without it the link names the type only.
    expect(await screen.findByRole('link', { name: minimal ? 'Download Location list (XLSX)' : 'Download Location list (XLSX, 35 KB)' })).toBeInTheDocument();
    expect([...document.querySelectorAll('[data-kind]')].map((icon) => icon.getAttribute('data-kind'))).toEqual([
      'excel',
      'excel',
      'powerpoint',
      'pdf',
      'word',
      'csv',
      'other',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Contact Us' }));
    const dana = screen.getByRole('link', { name: 'Call Dana Whitfield on (617) 555-0142' });
    expect(dana).toHaveAttribute('href', 'tel:6175550142');
    expect(screen.getByRole('link', { name: 'Email Luis Ortega at luis.ortega@example.com' })).toHaveAttribute('href', 'mailto:luis.ortega@example.com');
    // No image: initials.
    expect(screen.getByText('LO')).toBeInTheDocument();
    expect(stats.count('/api/help', 'GET')).toBe(1);
  });

  it('restores the tab from the address and uses a select on phones', async () => {
    const { user, router } = renderRoute('/help?tab=contact', { as: 'manager' });
    const select = await screen.findByLabelText('Help section');
    await waitFor(() => expect(select).toHaveValue('contact'));
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await user.selectOptions(select, 'guides');
    expect(router.state.location.search).toBe('?tab=guides');
  });

  it('shows the viewer guides only', async () => {
    setLargeScreen(true);
    renderRoute('/help?tab=contact', { as: 'viewer' });
    if (minimal) await screen.findByText('There are currently no user guides.');
    else await screen.findByRole('link', { name: /Download Getting started/ });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['User Guides']);
  });

  it('hides Downloads when there are none, and says when a tab is empty', async () => {
    setLargeScreen(true);
    server.use(http.get('*/api/help', () => HttpResponse.json({ user_guides: [], downloads: [], contact_details: [] })));
    const { user } = renderRoute('/help?tab=downloads', { as: 'manager' });
    expect(await screen.findByText('There are currently no user guides.')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['User Guides', 'Contact Us']);
    await user.click(screen.getByRole('tab', { name: 'Contact Us' }));
    expect(screen.getByText('There are currently no contacts.')).toBeInTheDocument();
  });

  it('never links javascript: paths', async () => {
    setLargeScreen(true);
    server.use(
      http.get('*/api/help', () =>
        HttpResponse.json({ user_guides: [{ title: 'Evil', description: '', file_path: 'javascript:alert(1)' }], downloads: [], contact_details: [] }),
      ),
    );
    renderRoute('/help', { as: 'manager' });
    expect(await screen.findByText('Evil')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download Evil/ })).not.toBeInTheDocument();
    expect(screen.getByText('File unavailable')).toBeInTheDocument();
  });

  it("checks 'help - view help': without it the menu hides Help and the page says 'Error with permissions', calling nothing", async () => {
    const tabsOnly = [P.VIEW_DASHBOARD, P.VIEW_HELP, P.HELP_USER_GUIDES, P.HELP_VIEW_USER_GUIDE, P.HELP_DOWNLOADS, P.HELP_CONTACT];
    expect(mayOpenHelp({ permissions: tabsOnly, roles: [] })).toBe(false);
    expect(mayOpenHelp({ permissions: [...tabsOnly, P.HELP_VIEW_HELP], roles: [] })).toBe(true);
    expect(mayOpenHelp({ permissions: [P.HELP_VIEW_HELP], roles: [] })).toBe(false);
    setLargeScreen(true);
    setPermissions('viewer@example.com', tabsOnly);
    renderRoute('/help', { as: 'viewer' });
    expect(await screen.findByText('Error with permissions')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByRole('link', { name: 'Help' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(stats.count('/api/help')).toBe(0);
  });

  it("shows Help in the menu with 'view - help' and 'help - view help'", async () => {
    setLargeScreen(true);
    setPermissions('viewer@example.com', [P.VIEW_DASHBOARD, P.VIEW_HELP, P.HELP_VIEW_HELP, P.HELP_CONTACT]);
    renderRoute('/help', { as: 'viewer' });
    expect(await screen.findByRole('tab', { name: 'Contact Us' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Help' })).toBeInTheDocument();
    expect(stats.count('/api/help', 'GET')).toBeGreaterThan(0);
  });

  it("says 'Error with permissions' without any tab, and calls nothing", async () => {
    setPermissions('viewer@example.com', [P.VIEW_DASHBOARD, P.VIEW_HELP]);
    renderRoute('/help', { as: 'viewer' });
    expect(await screen.findByText('Error with permissions')).toBeInTheDocument();
    expect(stats.count('/api/help')).toBe(0);
  });

  it('shows the page with Retry when the load fails', async () => {
    setLargeScreen(true);
    scenarios.failNext('/api/help', 500, { times: 2 }); // the route's silent prefetch, then the page
    const { user } = renderRoute('/help', { as: 'manager' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The help content could not be loaded.');
    expect(screen.getByRole('heading', { name: 'Help', level: 1 })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    if (minimal) expect(await screen.findByText('There are currently no user guides.', {}, { timeout: 10000 })).toBeInTheDocument();
    else expect(await screen.findByRole('link', { name: /Download Getting started/ }, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what it could not read when the answer is unreadable, and shows what it could', async () => {
    setLargeScreen(true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('*/api/help', () => HttpResponse.json([{ title: 'a list where an object belongs' }])));
    const first = renderRoute('/help', { as: 'manager' });
    const alert = await first.findByRole('alert');
    expect(alert).toHaveTextContent('The help content could not be loaded. The server sent data the portal could not read.');
    expect(screen.getByRole('heading', { name: 'Help', level: 1 })).toBeInTheDocument();
    first.unmount();
    // One unreadable part: the rest still shows.
    server.use(
      http.get('*/api/help', () =>
        HttpResponse.json({
          data: { downloads: [{ id: 'x' }, { id: 5, title: 'Price list', file_path: '/api/help/files/5', file_type: 'csv' }], contact_details: 'oops' },
        }),
      ),
    );
    const { user } = renderRoute('/help?tab=downloads', { as: 'manager' });
    expect(await screen.findByRole('link', { name: 'Download Price list (CSV)' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Contact Us' }));
    expect(screen.getByText('There are currently no contacts.')).toBeInTheDocument();
  });
});
