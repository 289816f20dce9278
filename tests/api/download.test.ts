import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse, http } from 'msw';
import { fetchFile, fileNameFromDisposition, inlineTypeFor, openFile, saveBlob } from '@/api/download';
import { resolveFileAddress } from '@/api/fileAddress';
import { resetRuntimeConfig, setRuntimeConfig } from '@/api/runtimeConfig';
import { startSession } from '@/api/http';
import { db } from '@/demo/db';
import { loginResponse } from '@/demo/handlers/session';
import { server } from '../setup';

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="report 2026.pdf"', 'report 2026.pdf'],
    ['attachment; filename=plain.xlsx', 'plain.xlsx'],
    ['attachment; filename="fallback.txt"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.txt', 'résumé.txt'],
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
    server.use(
      http.get(
        '*/api/files/1',
        () => new HttpResponse('hello', { headers: { 'Content-Type': 'text/plain', 'Content-Disposition': 'attachment; filename="notes.txt"' } }),
      ),
    );
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

describe('the inline allow-list', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  const text = (value: string) => new TextEncoder().encode(value);
  const PDF = text('%PDF-1.7\n');
  const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0);
  const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
  const HTML = text('<html><script>alert(1)</script>');

  it.each([
    ['application/pdf', 'report.pdf', PDF, 'application/pdf'],
    ['image/png', 'photo.png', PNG, 'image/png'],
    ['image/jpeg', 'photo.JPG', JPEG, 'image/jpeg'],
    ['', 'photo.jpeg', JPEG, 'image/jpeg'],
    ['image/gif', 'a.gif', text('GIF89a'), 'image/gif'],
    ['image/webp', 'a.webp', text('RIFF1234WEBPVP8 '), 'image/webp'],
    ['text/plain', 'notes.txt', HTML, 'text/plain;charset=utf-8'],
    ['text/html', 'evil.html', HTML, null],
    ['image/svg+xml', 'evil.svg', text('<svg onload="alert(1)"/>'), null],
    ['application/xml', 'data.xml', text('<?xml version="1.0"?>'), null],
    ['application/x-unknown', 'thing.bin', PDF, null],
    ['application/pdf', 'evil.pdf', HTML, null],
    ['text/html', 'evil.pdf', PDF, null],
    ['application/pdf', 'evil.html', PDF, null],
    ['image/png', 'photo.png', HTML, null],
    ['text/html', 'notes.txt', HTML, null],
  ])('%s named %s → %s', (declared, name, head, expected) => {
    expect(inlineTypeFor(declared as string, name as string, head as Uint8Array)).toBe(expected);
  });

  function fakeTab() {
    return { location: { href: '' }, opener: window as Window | null, close: vi.fn() };
  }

  it('opens an allowed file in the tab with the allowed type, and saves everything else as octet-stream', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return `blob:test/${created.length}`;
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      const good = fakeTab();
      expect(await openFile({ blob: new Blob([PDF], { type: 'application/pdf' }), fileName: 'r.pdf' }, good as unknown as Window)).toBe('opened');
      expect(good.location.href).toBe('blob:test/1');
      expect(good.opener).toBeNull();
      expect(created[0]!.type).toBe('application/pdf');

      for (const [type, name, body] of [
        ['text/html', 'evil.html', HTML],
        ['image/svg+xml', 'evil.svg', text('<svg onload="alert(1)"/>')],
        ['application/pdf', 'evil.pdf', HTML],
      ] as const) {
        const tab = fakeTab();
        expect(await openFile({ blob: new Blob([body], { type }), fileName: name }, tab as unknown as Window)).toBe('saved');
        expect(tab.location.href).toBe('');
        expect(tab.close).toHaveBeenCalled();
        expect(created.at(-1)!.type).toBe('application/octet-stream');
      }
      expect(click).toHaveBeenCalledTimes(3);
    } finally {
      createObjectURL.mockRestore();
      click.mockRestore();
    }
  });

  it('saves every download as octet-stream, whatever the server said', () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/x');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      saveBlob(new Blob(['<html>'], { type: 'text/html' }), 'page.html');
      expect((createObjectURL.mock.calls[0]![0] as Blob).type).toBe('application/octet-stream');
    } finally {
      createObjectURL.mockRestore();
      click.mockRestore();
    }
  });
});

describe('resolveFileAddress: one resolver for every file address the API gives; the token only to the API', () => {
  afterEach(() => resetRuntimeConfig());
  const origin = () => window.location.origin;

  it('on the default, same-origin set-up', () => {
    expect(resolveFileAddress('/api/case-management/cases/3/attachments/9')).toEqual({
      url: `${origin()}/api/case-management/cases/3/attachments/9`,
      withToken: true,
      sameOrigin: true,
    });
    // A storage path is storage, not the API: fetched where it points, without the token.
    expect(resolveFileAddress('/storage/us/attachments/a.pdf')).toEqual({
      url: `${origin()}/storage/us/attachments/a.pdf`,
      withToken: false,
      sameOrigin: true,
    });
    expect(resolveFileAddress('/files/guide.pdf')).toEqual({ url: `${origin()}/files/guide.pdf`, withToken: false, sameOrigin: true });
    // '..' is resolved before the address is judged: it climbs out of the API.
    expect(resolveFileAddress('/api/../files/x.pdf')).toEqual({ url: `${origin()}/files/x.pdf`, withToken: false, sameOrigin: true });
    expect(resolveFileAddress('  ')).toBeNull();
    expect(resolveFileAddress(null)).toBeNull();
    expect(resolveFileAddress('data:text/html,<b>x</b>')).toBeNull();
    expect(resolveFileAddress('/\\evil.example.com/x')).toBeNull();
  });

  it('with the API and the storage on hosts of their own (config.json)', () => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.example.com/api', storageBaseUrl: 'https://files.example.com' });
    expect(resolveFileAddress('/api/case-management/cases/3/attachments/9')).toEqual({
      url: 'https://api.example.com/api/case-management/cases/3/attachments/9',
      withToken: true,
      sameOrigin: false,
    });
    expect(resolveFileAddress('https://api.example.com/api/help/files/2')).toMatchObject({ withToken: true });
    // The API's host but not under its base, another host, a storage path: never the token.
    expect(resolveFileAddress('https://api.example.com/private/x.pdf')).toMatchObject({ withToken: false });
    expect(resolveFileAddress('https://evil.example.com/api/x.pdf')).toMatchObject({ withToken: false, sameOrigin: false });
    expect(resolveFileAddress('storage/us/attachments/a.pdf')).toEqual({
      url: 'https://files.example.com/storage/us/attachments/a.pdf',
      withToken: false,
      sameOrigin: false,
    });
  });
});

describe('the HTTP client never sends the token to another origin', () => {
  afterEach(() => resetRuntimeConfig());

  it('an absolute address off the API origin goes without Authorization, whatever the caller asked', async () => {
    const user = db().users.find((item) => item.email === 'manager@example.com')!;
    const token = loginResponse(user).access_token;
    startSession(token, 3600);
    const seen: Array<string | null> = [];
    server.use(
      http.get('https://files.example.com/doc.pdf', ({ request: sent }) => {
        seen.push(sent.headers.get('Authorization'));
        return new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } });
      }),
      http.get('*/api/files/7', ({ request: sent }) => {
        seen.push(sent.headers.get('Authorization'));
        return new HttpResponse('ok', { headers: { 'Content-Type': 'text/plain' } });
      }),
    );
    await fetchFile('https://files.example.com/doc.pdf', 'doc.pdf');
    await fetchFile(`${window.location.origin}/api/files/7`, 'seven.txt');
    expect(seen).toEqual([null, `Bearer ${token}`]);
  });
});
