import { CheckboxTree, type CheckboxTreeNode } from '@/components/CheckboxTree';
import { NPS_GROUP_LABEL, type NpsGroup } from '@/lib/nps';
import type { NpsFilterOptions, NpsFilters } from '../types';

const GROUPS: NpsGroup[] = ['promoters', 'passives', 'detractors'];
const toggle = <T,>(list: readonly T[], item: T): T[] => (list.includes(item) ? list.filter((value) => value !== item) : [...list, item]);

/** The filter side panel: data sources, the wave-group tree (a whole group is one visit group), the NPS groups, comments. */
export function NpsFilterPanel({
  options,
  value,
  onChange,
  idPrefix,
  waveLabel,
}: {
  options: NpsFilterOptions;
  value: NpsFilters;
  onChange: (next: NpsFilters) => void;
  idPrefix: string;
  waveLabel: string;
}) {
  const nodes: CheckboxTreeNode[] = [
    ...options.waves.map((group) => ({
      id: `g${group.id}`,
      label: group.name,
      children: group.waves.map((wave) => ({ id: `w${wave.id}`, label: wave.name, children: [] })),
    })),
    ...options.ungroupedWaves.map((wave) => ({ id: `w${wave.id}`, label: wave.name, children: [] })),
  ];
  const treeValue = [...value.visit_groups.map((id) => `g${id}`), ...value.visit_nums.map((id) => `w${id}`)];
  return (
    <div className="nps-filters d-flex flex-column gap-3">
      {options.schemes.length > 0 && (
        <fieldset>
          <legend className="h6">Data sources</legend>
          {options.schemes.map((scheme) => (
            <div className="form-check nps-check" key={scheme.id}>
              <input
                className="form-check-input"
                type="checkbox"
                id={`${idPrefix}-scheme-${scheme.id}`}
                checked={value.scheme_ids.includes(scheme.id)}
                onChange={() => onChange({ ...value, scheme_ids: toggle(value.scheme_ids, scheme.id), page: 1 })}
              />
              <label className="form-check-label text-break" htmlFor={`${idPrefix}-scheme-${scheme.id}`}>
                {scheme.name}
              </label>
            </div>
          ))}
        </fieldset>
      )}
      {nodes.length > 0 && (
        <div>
          <CheckboxTree
            label={`${waveLabel}s`}
            nodes={nodes}
            value={treeValue}
            onChange={(next) =>
              onChange({
                ...value,
                visit_groups: next.filter((id) => id.startsWith('g')).map((id) => Number(id.slice(1))),
                visit_nums: next.filter((id) => id.startsWith('w')).map((id) => Number(id.slice(1))),
                page: 1,
              })
            }
          />
        </div>
      )}
      <fieldset>
        <legend className="h6">Responses</legend>
        {GROUPS.map((group) => (
          <div className="form-check nps-check" key={group}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`${idPrefix}-type-${group}`}
              checked={value.types.includes(group)}
              onChange={() => onChange({ ...value, types: toggle(value.types, group), page: 1 })}
            />
            <label className="form-check-label" htmlFor={`${idPrefix}-type-${group}`}>
              {NPS_GROUP_LABEL[group]}
            </label>
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend className="h6">Comments</legend>
        {(
          [
            [null, 'All responses'],
            [1, 'With comments'],
            [0, 'Without comments'],
          ] as const
        ).map(([option, label]) => (
          <div className="form-check nps-check" key={label}>
            <input
              className="form-check-input"
              type="radio"
              name={`${idPrefix}-comments`}
              id={`${idPrefix}-comments-${String(option)}`}
              checked={value.comments === option}
              onChange={() => onChange({ ...value, comments: option, page: 1 })}
            />
            <label className="form-check-label" htmlFor={`${idPrefix}-comments-${String(option)}`}>
              {label}
            </label>
          </div>
        ))}
      </fieldset>
    </div>
  );
}
