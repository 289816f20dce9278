import { useState } from 'react';
import { ModalDialog } from '@/components/ModalDialog';
import { CheckboxTree } from '@/components/CheckboxTree';
import { NPS_GROUPS, NPS_GROUP_LABEL } from '@/lib/nps';
import { REGION_LEVELS, regionFilters, regionNodeIds, type RegionTreeNode } from '@/lib/regions';
import type { ReportFilters } from '@/lib/reportingUrl';
import { DAY_NAMES } from '../reportChips';
import type { NamedRef } from '@/lib/reportingTypes';

type GroupKey = 'cti' | 'csi' | 'grd' | 'cat' | 'cpt' | 'dow' | 'nps' | 'questionnaire_id';

interface Props {
  show: boolean;
  filters: ReportFilters;
  regions: RegionTreeNode[];
  groups: Array<{ key: GroupKey; title: string; options: Array<{ id: string; name: string }> }>;
  canRerun: boolean;
  onApply: (filters: ReportFilters, rerun: boolean) => void;
  onCancel: () => void;
}

const MORE_KEYS = ['md', 'od', 'rbm', 'bdm', 'loc', 'cti', 'csi', 'grd', 'cat', 'cpt', 'dow', 'nps', 'questionnaire_id'] as const;

/**
 * The option lists of More Filters from the filter data (labels from the company's level names), in
 * the order of 001 §2; a group without options is left out. Questionnaires are sent as `questionnaire_id`.
 */
export function moreFilterGroups(
  data: { types: NamedRef[]; sub_types: NamedRef[]; grades: NamedRef[]; categories: NamedRef[]; competencies: NamedRef[]; questionnaires: NamedRef[] },
  labels: { type: string; subType: string; grade: string },
): Props['groups'] {
  const named = (rows: NamedRef[] | undefined) =>
    Array.isArray(rows) ? rows.filter((row) => row && Number.isInteger(row.id)).map((row) => ({ id: String(row.id), name: String(row.name ?? row.id) })) : [];
  return [
    { key: 'cti' as const, title: labels.type, options: named(data.types) },
    { key: 'csi' as const, title: labels.subType, options: named(data.sub_types) },
    { key: 'grd' as const, title: labels.grade, options: named(data.grades) },
    { key: 'cat' as const, title: 'Categories', options: named(data.categories) },
    { key: 'cpt' as const, title: 'Competencies', options: named(data.competencies) },
    { key: 'dow' as const, title: 'Days', options: DAY_NAMES.map((name, index) => ({ id: String(index + 1), name })) },
    { key: 'nps' as const, title: 'NPS', options: NPS_GROUPS.map((group) => ({ id: group, name: NPS_GROUP_LABEL[group] })) },
    { key: 'questionnaire_id' as const, title: 'Questionnaires', options: named(data.questionnaires) },
  ].filter((group) => group.options.length > 0);
}

/**
 * 'More Filters': a full-screen dialog over the additional filter groups. Edits stay in the dialog
 * until Apply; Cancel drops them; 'Clear additional filters' empties every group here.
 */
export function MoreFiltersModal({ show, filters, regions, groups, canRerun, onApply, onCancel }: Props) {
  const [draft, setDraft] = useState<ReportFilters>(filters);
  const [shownFor, setShownFor] = useState(false);
  // Each opening starts from the applied filters.
  if (show !== shownFor) {
    setShownFor(show);
    if (show) setDraft(filters);
  }
  const listOf = (key: GroupKey) => (draft[key] ? draft[key].split(',') : []);
  const toggle = (key: GroupKey, id: string, checked: boolean) => {
    const next = checked ? [...listOf(key), id] : listOf(key).filter((value) => value !== id);
    setDraft({ ...draft, [key]: next.join(',') || undefined });
  };
  const clear = () => {
    const next = { ...draft };
    for (const key of MORE_KEYS) delete next[key];
    setDraft(next);
  };
  const setRegions = (ids: string[]) => {
    const next = { ...draft };
    for (const key of REGION_LEVELS) delete next[key];
    setDraft({ ...next, ...regionFilters(ids) });
  };

  return (
    <ModalDialog
      show={show}
      onHide={onCancel}
      fullscreen
      centered={false}
      titleId="more-filters-title"
      title="More Filters"
      footerClassName="flex-wrap"
      footer={
        <>
          <button type="button" className="btn btn-link me-auto" onClick={clear}>
            Clear additional filters
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={() => onApply(draft, false)}>
            Apply
          </button>
          {canRerun && (
            <button type="button" className="btn btn-primary" onClick={() => onApply(draft, true)}>
              Apply and rerun report
            </button>
          )}
        </>
      }
    >
      <div className="row g-4">
        {regions.length > 0 && (
          <div className="col-12 col-lg-4">
            <CheckboxTree label="Regions and locations" nodes={regions} value={regionNodeIds(draft)} onChange={setRegions} />
          </div>
        )}
        {groups.map((group) => (
          <div key={group.key} className="col-12 col-sm-6 col-lg-2">
            <fieldset>
              <legend className="h6">{group.title}</legend>
              {group.options.map((option) => {
                const id = `more-${group.key}-${option.id}`;
                return (
                  <div key={option.id} className="form-check">
                    <input
                      id={id}
                      type="checkbox"
                      className="form-check-input"
                      checked={listOf(group.key).includes(option.id)}
                      onChange={(event) => toggle(group.key, option.id, event.target.checked)}
                    />
                    <label htmlFor={id} className="form-check-label text-break">
                      {option.name}
                    </label>
                  </div>
                );
              })}
            </fieldset>
          </div>
        ))}
      </div>
    </ModalDialog>
  );
}
