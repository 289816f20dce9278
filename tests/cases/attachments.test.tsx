import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetRuntimeConfig, setRuntimeConfig } from '@/api/runtimeConfig';
import { db } from '@/demo/db';
import { stats } from '@/demo/scenarios';
import { server } from '../setup';
import { editAnswer } from '../support/demoAnswer';
import { renderRoute } from '../support/render';
import { findCaseView, prepareCase } from './detailSupport';

afterEach(() => {
  resetRuntimeConfig();
  vi.restoreAllMocks();
});

/** Case 1008 (one attachment) with its attachment's `file_path` as the server may send it. */
async function openCaseWithFilePath(filePath: string | null) {
  prepareCase(1008, { resolved_by_id: null, status_id: 2 });
  if (filePath !== null)
    editAnswer('/case-management/cases/:id', (data) => {
      for (const attachment of data.attachments as Array<Record<string, unknown>>) attachment.file_path = filePath;
    });
  const opened = vi.spyOn(window, 'open').mockImplementation(() => ({ location: { href: '' }, close: vi.fn(), opener: null }) as unknown as Window);
  const view = renderRoute('/case-management/case/1008', { as: 'manager' });
  await findCaseView(1008);
  await view.user.click(screen.getByRole('button', { name: /^Download / }));
  return { ...view, opened };
}

describe('case attachments: file_path resolved like every file the API names (002 §3; the token only to the API)', () => {
  it('an absolute address on another host opens there, in a new tab, and is never fetched with the token', async () => {
    const { opened } = await openCaseWithFilePath('https://files.example.com/receipts/r 1.pdf');
    expect(opened).toHaveBeenCalledWith('https://files.example.com/receipts/r%201.pdf', '_blank', 'noopener,noreferrer');
    // Nothing was asked of that host by the client (an unhandled request would fail the test).
    expect(stats.calls.filter((call) => call.path.includes('receipts'))).toHaveLength(0);
  });

  it('a storage path is fetched under the configured storage base, without the token', async () => {
    setRuntimeConfig({ storageBaseUrl: 'https://files.example.com' });
    const { opened } = await openCaseWithFilePath('/storage/us/case-attachments/1008/receipt.pdf');
    expect(opened).toHaveBeenCalledWith('https://files.example.com/storage/us/case-attachments/1008/receipt.pdf', '_blank', 'noopener,noreferrer');
  });

  it('a storage path on this origin is fetched through the client without Authorization', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.get('*/storage/us/case-attachments/1008/receipt.txt', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return new HttpResponse('receipt', { headers: { 'Content-Type': 'text/plain' } });
      }),
    );
    await openCaseWithFilePath('/storage/us/case-attachments/1008/receipt.txt');
    await waitFor(() => expect(seen).toEqual([null]));
  });

  it("the API's own path goes with the token", async () => {
    const attachment = db().caseAttachments.find((item) => item.case_id === 1008)!;
    await openCaseWithFilePath(null);
    const path = `/api/case-management/cases/1008/attachments/${attachment.id}`;
    await waitFor(() => expect(stats.count(path, 'GET')).toBe(1));
    expect(stats.calls.find((call) => call.path === path)?.authorization).toMatch(/^Bearer /);
  });
});
