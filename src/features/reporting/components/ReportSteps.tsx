import type { ReportFilters } from '@/lib/reportingUrl';
import { waveStep } from '../reportChips';
import { levelDown, levelUp } from '../reportLevels';
import type { ReportingWaveGroup } from '@/lib/reportingTypes';

interface Props {
  filters: ReportFilters;
  /** The levels the report offers (none: no level buttons). */
  levels: string[];
  waves: ReportingWaveGroup[];
  /** The wave word ('Month', 'Month group'). */
  waveWord: string;
  onLevelUp: (level: string) => void;
  /** New filters; `drill` for a step down a level. */
  onFilters: (next: ReportFilters, options?: { drill?: boolean }) => void;
}

/** 'Level up' / 'Level down' and '‹ Previous {wave}' / 'Next {wave} ›' of the report shown. */
export function ReportSteps({ filters, levels, waves, waveWord, onLevelUp, onFilters }: Props) {
  const down = levelDown(filters.level, levels);
  const up = levelUp(filters.level, levels);
  const previousWave = waveStep(filters, waves, -1);
  const nextWave = waveStep(filters, waves, 1);
  if (levels.length === 0 && !previousWave && !nextWave) return null;
  return (
    <div className="d-flex flex-wrap gap-2 mb-2" role="group" aria-label="Report steps">
      {levels.length > 0 && (
        <>
          <button type="button" className="btn btn-outline-secondary btn-sm" disabled={up === null} onClick={() => up !== null && onLevelUp(up)}>
            Level up
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={down === null}
            onClick={() => down && onFilters({ ...filters, level: down }, { drill: true })}
          >
            Level down
          </button>
        </>
      )}
      {(filters.visitnum || filters.visitgroup) && (
        <>
          <button type="button" className="btn btn-outline-secondary btn-sm" disabled={!previousWave} onClick={() => previousWave && onFilters(previousWave)}>
            ‹ Previous {waveWord}
          </button>
          <button type="button" className="btn btn-outline-secondary btn-sm" disabled={!nextWave} onClick={() => nextWave && onFilters(nextWave)}>
            Next {waveWord} ›
          </button>
        </>
      )}
    </div>
  );
}
