import * as v from 'valibot';
import type { NpsMetrics } from '@/lib/nps';
import { envelope, numOr, optNum } from './schema';

/*
 * The NPS metrics decoder (document 001 §3 "NPS data": score, responses, the three counts and their
 * percents), shared by the NPS dashboard and Today, which read the same GET /api/nps-dashboard/metrics.
 */

/** The metrics object (also the `metrics` part of GET /api/nps-dashboard): counts 0 and percents absent when missing. */
export const NpsMetricsBody = v.pipe(
  v.object({
    score: numOr(0),
    responses: numOr(0),
    detractor_count: numOr(0),
    passive_count: numOr(0),
    promoter_count: numOr(0),
    detractor_percent: optNum,
    passive_percent: optNum,
    promoter_percent: optNum,
  }),
  v.transform((m): NpsMetrics => ({
    ...m,
    detractor_percent: m.detractor_percent ?? undefined,
    passive_percent: m.passive_percent ?? undefined,
    promoter_percent: m.promoter_percent ?? undefined,
  })),
);

/** GET /api/nps-dashboard/metrics (flat or under `data`). */
export const NpsMetricsSchema = envelope(NpsMetricsBody);
