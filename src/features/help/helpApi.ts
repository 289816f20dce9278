import { baseApi } from '@/api/baseApi';
import { HelpSchema, type HelpData } from './helpSchemas';

export type { HelpContact, HelpData, HelpDownload, HelpGuide } from './helpSchemas';

/** Help calls (document 002 §7). */
export const helpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHelp: build.query<HelpData, void>({
      query: () => ({ url: '/help' }),
      rawResponseSchema: HelpSchema,
    }),
  }),
});

export const { useGetHelpQuery } = helpApi;
