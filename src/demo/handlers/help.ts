import { HttpResponse } from 'msw';
import { P } from '@/lib/permissions';
import { supportData, type DemoFile } from '../seedHelp';
import { errorResponse, get } from './route';
import { authenticate, permissionsOf } from './session';

const HELP_TAB_PERMISSIONS: string[] = [
  P.HELP_USER_GUIDES,
  P.HELP_VIEW_USER_GUIDE,
  P.HELP_DOWNLOADS,
  P.HELP_VIEW_DOWNLOADS,
  P.HELP_CONTACT,
  P.HELP_VIEW_CONTACT,
];

/** Serves a demo file with its type and name (inline: the client decides what to open). */
export function fileResponse(file: DemoFile) {
  const ascii = file.name.replace(/[^\x20-\x7e]|"/g, '_');
  return new HttpResponse(file.content.slice().buffer, {
    headers: {
      'Content-Type': file.mime,
      'Content-Length': String(file.content.byteLength),
      'Content-Disposition': `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    },
  });
}

function fileExtension(fileId: number): string {
  const name = supportData().files.find((file) => file.id === fileId)?.name ?? '';
  return name.slice(name.lastIndexOf('.') + 1);
}

const AVATAR = (initials: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect width="128" height="128" fill="#0a58ca"/><text x="64" y="78" font-family="Arial" font-size="44" fill="#fff" text-anchor="middle">${initials}</text></svg>`;

/**
 * Help (GET /api/help): `{ user_guides, downloads, contact_details }` (user_guides assumed); files
 * under /api/help/files/{id}; contact pictures under /api/help/images/{id} (no token: an <img>).
 */
export const helpHandlers = [
  get('/help', ({ request }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    const held = permissionsOf(auth.user);
    // 'help - view help' and some tab (000 §6, 002 §6), as the portal checks before calling.
    if (!held.includes(P.HELP_VIEW_HELP) || !HELP_TAB_PERMISSIONS.some((permission) => held.includes(permission)))
      return errorResponse(403, 'You do not have permission to view help.');
    const data = supportData();
    const size = (fileId: number) => data.files.find((file) => file.id === fileId)?.content.byteLength ?? null;
    return HttpResponse.json({
      user_guides: data.guides.map((guide) => ({
        id: guide.id,
        title: guide.title,
        description: guide.description,
        file_path: `/api/help/files/${guide.fileId}.${fileExtension(guide.fileId)}`,
        file_size: size(guide.fileId),
      })),
      downloads: data.downloads.map((item) => ({
        id: item.id,
        title: item.title,
        description: item.description,
        file_path: `/api/help/files/${item.fileId}`,
        file_type: item.file_type,
        file_size: size(item.fileId),
      })),
      contact_details: data.contacts,
    });
  }),
  get<{ id: string }>('/help/files/:id', ({ request, params }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    // Guides are addressed with their extension ('/api/help/files/3.pdf'): the portal reads the type from it.
    const file = supportData().files.find((item) => item.id === parseInt(params.id, 10));
    return file ? fileResponse(file) : errorResponse(404, 'File not found.');
  }),
  get<{ id: string }>('/help/images/:id', ({ params }) => {
    const contact = supportData().contacts.find((item) => item.id === Number(params.id));
    if (!contact || !contact.image_path) return errorResponse(404, 'Image not found.');
    const initials = contact.name
      .split(/\s+/)
      .map((word) => word[0] ?? '')
      .join('')
      .slice(0, 2);
    return new HttpResponse(AVATAR(initials), { headers: { 'Content-Type': 'image/svg+xml' } });
  }),
];
