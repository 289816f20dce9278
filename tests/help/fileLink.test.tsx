import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../setup';
import { renderRoute } from '../support/render';
import { setLargeScreen } from '../support/viewport';

/*
 * House rule 14: a file link is never a way in. A same-origin file link carries no raw href (so no
 * modified click, middle click or "open in new tab" can load the file as a page of the portal's
 * origin); every activation fetches it through the API client and api/download.ts decides.
 */

const PDF = new TextEncoder().encode('%PDF-1.7\n%demo\n');
const HTML = new TextEncoder().encode('<html><script>parent.stolen = localStorage.getItem("portal.token")</script></html>');

let fetched: string[] = [];
let tabs: Array<{ location: { href: string }; opener: unknown; close: ReturnType<typeof vi.fn> }> = [];
let blobs: Blob[] = [];
let prevented: Array<{ type: string; prevented: boolean }> = [];

function record(event: Event) {
  prevented.push({ type: event.type, prevented: event.defaultPrevented });
}

beforeEach(() => {
  fetched = [];
  tabs = [];
  blobs = [];
  prevented = [];
  setLargeScreen(true);
  server.use(
    http.get('*/api/help', () =>
      HttpResponse.json({
        downloads: [
          { id: 1, title: 'Programme guide', description: '', file_path: '/api/help/files/1', file_type: 'pdf' },
          { id: 2, title: 'Disguised page', description: '', file_path: '/api/help/files/2.pdf', file_type: 'pdf' },
          { id: 3, title: 'Elsewhere', description: '', file_path: 'https://files.example.org/guide.pdf', file_type: 'pdf' },
        ],
        contact_details: [],
      }),
    ),
    http.get('*/api/help/files/:id', ({ params }) => {
      fetched.push(String(params.id));
      const evil = String(params.id).startsWith('2');
      return new HttpResponse((evil ? HTML : PDF).slice().buffer, {
        headers: { 'Content-Type': evil ? 'text/html' : 'application/pdf', 'Content-Disposition': `inline; filename="${evil ? 'page.pdf' : 'guide.pdf'}"` },
      });
    }),
  );
  vi.spyOn(window, 'open').mockImplementation(() => {
    const tab = { location: { href: '' }, opener: window as unknown, close: vi.fn() };
    tabs.push(tab);
    return tab as unknown as Window;
  });
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:http://localhost/${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  // saveBlob's download anchor: jsdom would try to navigate.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  document.addEventListener('click', record);
  document.addEventListener('auxclick', record);
  document.addEventListener('keydown', record);
});

afterEach(() => {
  document.removeEventListener('click', record);
  document.removeEventListener('auxclick', record);
  document.removeEventListener('keydown', record);
  vi.restoreAllMocks();
});

async function linkTo(title: string) {
  renderRoute('/help?tab=downloads', { as: 'manager' });
  return screen.findByRole('link', { name: new RegExp(`^Download ${title} \\(PDF\\)$`) });
}

describe('file links', () => {
  it('carry no same-origin href: nothing a modified click or "open in new tab" could follow', async () => {
    const link = await linkTo('Programme guide');
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('role', 'link');
    expect(link).toHaveAttribute('tabindex', '0');
    expect(link).toHaveTextContent('Download PDF');
    expect(document.querySelectorAll('a[href*="/help/files/"]')).toHaveLength(0);
  });

  it.each([
    ['a plain click', '[MouseLeft]', ''],
    ['a Ctrl-click', '[MouseLeft]', 'Control'],
    ['a ⌘-click', '[MouseLeft]', 'Meta'],
    ['a Shift-click', '[MouseLeft]', 'Shift'],
    ['a middle click', '[MouseMiddle]', ''],
  ])('%s opens the file through the client, never the browser', async (_name, button, modifier) => {
    const link = await linkTo('Programme guide');
    const user = userEvent.setup();
    if (modifier) await user.keyboard(`{${modifier}>}`);
    await user.pointer({ keys: button, target: link });
    if (modifier) await user.keyboard(`{/${modifier}}`);
    await waitFor(() => expect(tabs[0]?.location.href).toBe('blob:http://localhost/1'));
    expect(fetched).toEqual(['1']);
    expect(window.open).toHaveBeenCalledTimes(1);
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(tabs[0]!.opener).toBeNull();
    // The tab shows the re-typed blob, never the raw address.
    expect(blobs[0]!.type).toBe('application/pdf');
    const activation = prevented.filter((entry) => entry.type === (button === '[MouseMiddle]' ? 'auxclick' : 'click'));
    expect(activation).toEqual([{ type: activation[0]!.type, prevented: true }]);
  });

  it('opens with Enter from the keyboard', async () => {
    const link = await linkTo('Programme guide');
    const user = userEvent.setup();
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(tabs[0]?.location.href).toBe('blob:http://localhost/1'));
    expect(fetched).toEqual(['1']);
  });

  it.each([
    ['a Ctrl-click', '[MouseLeft]', 'Control'],
    ['a middle click', '[MouseMiddle]', ''],
  ])('a file sent as text/html under a .pdf name, opened by %s, is saved as octet-stream, never shown', async (_name, button, modifier) => {
    const link = await linkTo('Disguised page');
    const user = userEvent.setup();
    if (modifier) await user.keyboard(`{${modifier}>}`);
    await user.pointer({ keys: button, target: link });
    if (modifier) await user.keyboard(`{/${modifier}}`);
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(fetched).toEqual(['2.pdf']);
    expect(blobs[0]!.type).toBe('application/octet-stream');
    // The blank tab opened inside the click is closed and never navigated.
    expect(tabs).toHaveLength(1);
    expect(tabs[0]!.location.href).toBe('');
    expect(tabs[0]!.close).toHaveBeenCalled();
  });

  it('fetches once for a double click', async () => {
    const link = await linkTo('Programme guide');
    const user = userEvent.setup();
    await user.dblClick(link);
    await waitFor(() => expect(tabs[0]?.location.href).toBe('blob:http://localhost/1'));
    expect(fetched).toEqual(['1']);
  });

  it('a file on another origin (which cannot run script in the portal) opens directly in a new tab', async () => {
    const link = await linkTo('Elsewhere');
    expect(link).toHaveAttribute('href', 'https://files.example.org/guide.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
