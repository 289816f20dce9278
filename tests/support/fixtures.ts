/**
 * `{ id, name }` entries (waves, locations, any named reference) from `[id, name]` pairs, so test
 * data reads one entry per pair: `named([9, 'September'], [8, 'August'])`.
 */
export const named = (...entries: Array<[id: number, name: string]>): Array<{ id: number; name: string }> => entries.map(([id, name]) => ({ id, name }));

/** A reporting result of sites: the Site, Visits and Score columns, a row per `[id, label, visits, score]`. */
export function siteResult(...rows: Array<[id: string | null, label: string, visits: number, score: number | null]>) {
  return {
    data_labels: { label: 'Site', visits: 'Visits', score: 'Score' },
    results: rows.map(([id, label, visits, score]) => ({ id, label, visits, score })),
  };
}
