import { describe, expect, it, vi } from 'vitest';
import { HttpResponse, http } from 'msw';
import { fetchFile, fileNameFromDisposition, inlineTypeFor, openFile, saveBlob } from '@/api/download';
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
