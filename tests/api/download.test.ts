import { describe, expect, it } from 'vitest';
import { HttpResponse, http } from 'msw';
import { fetchFile, fileNameFromDisposition } from '@/api/download';
import { startSession } from '@/api/http';
import { db } from '@/demo/db';
import { loginResponse } from '@/demo/handlers/session';
import { server } from '../setup';

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="report 2026.pdf"', 'report 2026.pdf'],
    ['attachment; filename=plain.xlsx', 'plain.xlsx'],
    ["attachment; filename=\"fallback.txt\"; filename*=UTF-8''r%C3%A9sum%C3%A9.txt", 'résumé.txt'],
    ['inline', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });
});

describe('fetchFile', () => {
  function signIn() {
    const user = db().users.find((item) => item.email === 'manager@example.com')!;
    startSession(loginResponse(user).access_token, 3600);
  }

  it('names the file from Content-Disposition', async () => {
    signIn();
    server.use(http.get('*/api/files/1', () => new HttpResponse('hello', { headers: { 'Content-Type': 'text/plain', 'Content-Disposition': 'attachment; filename="notes.txt"' } })));
    const file = await fetchFile('/files/1', 'download.bin');
    expect(file.fileName).toBe('notes.txt');
    expect(await file.blob.text()).toBe('hello');
  });

  it('falls back to the given name, and reads a JSON error out of a Blob body', async () => {
    signIn();
    server.use(http.get('*/api/files/2', () => new HttpResponse('x', { headers: { 'Content-Type': 'application/octet-stream' } })));
    expect((await fetchFile('/files/2', 'export.xlsx')).fileName).toBe('export.xlsx');
    server.use(http.get('*/api/files/3', () => HttpResponse.json({ message: 'The report has expired.' }, { status: 410 })));
    await expect(fetchFile('/files/3', 'x.pdf')).rejects.toMatchObject({ status: 410, message: 'The report has expired.' });
  });
});
