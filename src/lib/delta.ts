/** The change of a KPI against the previous wave, as the dashboards show it (arrow, signed points and a spoken label, from one rule for every dashboard). */
export interface KpiDelta {
  /** 'up', 'down', 'same', or 'none' when there is nothing to compare. */
  direction: 'up' | 'down' | 'same' | 'none';
  /** ▲, ▼ or ▶; null with nothing to compare. */
  arrow: '▲' | '▼' | '▶' | null;
  /** The signed delta in points ('+2.4', '−1.0', '0.0'), or 'No previous {wave label}'. */
  text: string;
  /** The accessible label: 'up 2.4 points vs March 2025'. */
  label: string;
}

const MINUS = '\u2212';
const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The change from `previous` to `current` (fractions; shown × 100 as points, 1 decimal). The label
 * names the previous wave; without a previous value: 'No previous {waveLabel}' and no arrow.
 */
export function kpiDelta(
  current: number | null | undefined,
  previous: number | null | undefined,
  previousWaveName: string | null | undefined,
  waveLabel = 'Wave',
): KpiDelta {
  if (!finite(current) || !finite(previous)) {
    const text = `No previous ${waveLabel}`;
    return { direction: 'none', arrow: null, text, label: text };
  }
  const points = Math.round((current - previous) * 1000) / 10;
  const against = previousWaveName ? `vs ${previousWaveName}` : `vs the previous ${waveLabel}`;
  if (points === 0) return { direction: 'same', arrow: '▶', text: '0.0', label: `no change ${against}` };
  const size = Math.abs(points).toFixed(1);
  if (points > 0) return { direction: 'up', arrow: '▲', text: `+${size}`, label: `up ${size} points ${against}` };
  return { direction: 'down', arrow: '▼', text: `${MINUS}${size}`, label: `down ${size} points ${against}` };
}

/** A fraction shown as a percentage figure: × 100, 1 decimal ('87.5'); 'n/a' when missing. */
export function formatFraction(value: number | null | undefined): string {
  return finite(value) ? (value * 100).toFixed(1) : 'n/a';
}
