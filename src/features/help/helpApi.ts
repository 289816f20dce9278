import { baseApi } from '@/api/baseApi';

/** A user guide ({title, description, file_path}; file_type and file_size assumed, optional). */
export interface HelpGuide {
  id?: number;
  title: string;
  description: string;
  file_path: string;
  file_type?: string | null;
  file_size?: number | null;
}

/** A download ({id, title, description, file_path, file_type}; file_size assumed, optional). */
export interface HelpDownload {
  id: number;
  title: string;
  description: string;
  file_path: string;
  file_type: string;
  file_size?: number | null;
}

/** A contact person. */
export interface HelpContact {
  id: number;
  name: string;
  title: string;
  phone: string;
  email: string;
  image_path: string | null;
}

export interface HelpData {
  user_guides: HelpGuide[];
  downloads: HelpDownload[];
  contact_details: HelpContact[];
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** Reads GET /api/help: the lists at the top level or under `data` (the spec shows neither). */
export function parseHelp(body: unknown): HelpData {
  const root = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const data = (root.data && typeof root.data === 'object' && !Array.isArray(root.data) ? root.data : root) as Record<string, unknown>;
  return { user_guides: list(data.user_guides), downloads: list(data.downloads), contact_details: list(data.contact_details) };
}

/** Help calls (document 002 §7). */
export const helpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHelp: build.query<HelpData, void>({
      query: () => ({ url: '/help' }),
      transformResponse: parseHelp,
    }),
  }),
});

export const { useGetHelpQuery } = helpApi;
