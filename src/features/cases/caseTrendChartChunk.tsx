import { Suspense, useState } from 'react';
import type { TrendPoint } from '@/components/charts/chartConfig';
import { canDrawOffMainThread, OffscreenChart } from '@/components/charts/offscreen';
import { SkeletonBlock } from '@/components/Skeleton';
import { preloadableLazy } from '@/lib/preloadableLazy';

/**
 * The case dashboard's trend chart on the main thread: chart.js loads only with this chunk
 * (ARCHITECTURE.md rule 11), where the browser cannot hand a canvas to the chart worker.
 */
const CaseTrendChart = preloadableLazy(() => import('./components/CaseTrendChart'));

const HEIGHT = 280;

/**
 * The '30 Day Trend' chart, rendered once the case dashboard's cards have painted (usePainted):
 * drawn by the chart worker (OffscreenChart) where the browser can, by CaseTrendChart otherwise or
 * when the worker fails.
 */
export function CaseTrend({ data }: { data: readonly TrendPoint[] }) {
  const [offMainThread, setOffMainThread] = useState(canDrawOffMainThread);
  const skeleton = <SkeletonBlock className="skeleton-chart" />;
  return (
    <Suspense fallback={skeleton}>
      {offMainThread ? (
        <OffscreenChart spec={{ kind: 'trend', data }} height={HEIGHT} onFail={() => setOffMainThread(false)} placeholder={skeleton} />
      ) : (
        <CaseTrendChart data={data} height={HEIGHT} />
      )}
    </Suspense>
  );
}
