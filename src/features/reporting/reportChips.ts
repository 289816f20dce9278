import { NPS_GROUP_LABEL, type NpsGroup } from '@/lib/nps';
import { flattenRegions, REGION_LEVELS, type RegionTreeNode } from '@/lib/regions';
import type { FilterKey, ReportFilters } from '@/lib/reportingUrl';
import { questionOptions, questionValue } from './reportCatalogue';
import type { ReportingFilters } from '@/lib/reportingTypes';

/* The names of what the filters hold: the chips above a report, level names, More Filters' count and the wave steps. */

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Names of everything a filter can hold, from the filter data. */
export interface FilterNames {
  waves: Map<string, string>;
  groups: Map<string, string>;
  regions: Map<string, string>;
  types: Map<string, string>;
  subTypes: Map<string, string>;
  grades: Map<string, string>;
  categories: Map<string, string>;
  competencies: Map<string, string>;
  questionnaires: Map<string, string>;
  questions: Map<string, string>;
  labels: { wave: string; location: string; type: string; subType: string; grade: string };
}

/** One removable filter chip: the filter keys it stands for and its text ('Month: March 2026'). */
export interface FilterChip {
  keys: FilterKey[];
  label: string;
}

const LEVEL_WORDS: Record<string, string> = { md: 'MD', od: 'OD', rbm: 'RBM', bdm: 'BDM' };

/** The name of a level ('loc' as the company's location label; cti/csi/grd as its level names). */
export function levelName(level: string, names: Pick<FilterNames, 'labels'>): string {
  if (level === 'loc') return names.labels.location;
  if (level === 'cti') return names.labels.type;
  if (level === 'csi') return names.labels.subType;
  if (level === 'grd') return names.labels.grade;
  if (level === 'job') return 'Job';
  return LEVEL_WORDS[level] ?? level;
}

/** The chips of the active filters (names, never ids where a name is known). */
export function filterChips(filters: ReportFilters, names: FilterNames, formatDate: (iso: string) => string): FilterChip[] {
  const list = (value: string | undefined, map: Map<string, string>) =>
    (value ?? '')
      .split(',')
      .filter(Boolean)
      .map((id) => map.get(id) ?? id)
      .join(', ');
  const chips: FilterChip[] = [];
  if (filters.visitnum) chips.push({ keys: ['visitnum'], label: `${names.labels.wave}: ${list(filters.visitnum, names.waves)}` });
  if (filters.visitgroup) chips.push({ keys: ['visitgroup'], label: `${names.labels.wave} group: ${list(filters.visitgroup, names.groups)}` });
  if (filters.start_date && filters.end_date)
    chips.push({ keys: ['start_date', 'end_date'], label: `Dates: ${formatDate(filters.start_date)} - ${formatDate(filters.end_date)}` });
  for (const level of REGION_LEVELS) {
    if (filters[level]) {
      const ids = filters[level].split(',').map((id) => names.regions.get(`${level}${id}`) ?? id);
      chips.push({ keys: [level], label: `${levelName(level, names)}: ${ids.join(', ')}` });
    }
  }
  if (filters.cti) chips.push({ keys: ['cti'], label: `${names.labels.type}: ${list(filters.cti, names.types)}` });
  if (filters.csi) chips.push({ keys: ['csi'], label: `${names.labels.subType}: ${list(filters.csi, names.subTypes)}` });
  if (filters.grd) chips.push({ keys: ['grd'], label: `${names.labels.grade}: ${list(filters.grd, names.grades)}` });
  if (filters.cat) chips.push({ keys: ['cat'], label: `Categories: ${list(filters.cat, names.categories)}` });
  if (filters.cpt) chips.push({ keys: ['cpt'], label: `Competencies: ${list(filters.cpt, names.competencies)}` });
  if (filters.dow)
    chips.push({
      keys: ['dow'],
      label: `Days: ${filters.dow
        .split(',')
        .map((day) => DAY_NAMES[Number(day) - 1] ?? day)
        .join(', ')}`,
    });
  if (filters.nps)
    chips.push({
      keys: ['nps'],
      label: `NPS: ${filters.nps
        .split(',')
        .map((group) => NPS_GROUP_LABEL[group as NpsGroup] ?? group)
        .join(', ')}`,
    });
  if (filters.questionnaire_id) chips.push({ keys: ['questionnaire_id'], label: `Questionnaires: ${list(filters.questionnaire_id, names.questionnaires)}` });
  if (filters.question_id) {
    const value = questionValue(filters);
    chips.push({ keys: ['question_id', 'grid_id'], label: `Question: ${names.questions.get(value) ?? value}` });
  }
  if (filters.question_id_b) {
    const value = filters.grid_id_b ? `${filters.question_id_b}^${filters.grid_id_b}` : filters.question_id_b;
    chips.push({ keys: ['question_id_b', 'grid_id_b'], label: `Second question: ${names.questions.get(value) ?? value}` });
  }
  return chips;
}

/** How many of More Filters' groups are active ('More Filters (n)'). */
export function moreFiltersCount(filters: ReportFilters): number {
  const groups: FilterKey[][] = [[...REGION_LEVELS], ['cti'], ['csi'], ['grd'], ['cat'], ['cpt'], ['dow'], ['nps'], ['questionnaire_id']];
  return groups.filter((keys) => keys.some((key) => !!filters[key])).length;
}

/** The previous / next wave (or wave group) of a report that shows one, or null at the ends. */
export function waveStep(
  filters: ReportFilters,
  groups: ReadonlyArray<{ id: number; waves: ReadonlyArray<{ id: number }> }>,
  direction: -1 | 1,
): ReportFilters | null {
  if (filters.visitgroup && !filters.visitgroup.includes(',')) {
    const ordered = [...groups].map((group) => group.id).sort((a, b) => a - b);
    const index = ordered.indexOf(Number(filters.visitgroup));
    const next = index >= 0 ? ordered[index + direction] : undefined;
    return next === undefined ? null : { ...filters, visitgroup: String(next) };
  }
  if (filters.visitnum && !filters.visitnum.includes(',')) {
    const ordered = groups.flatMap((group) => group.waves.map((wave) => wave.id)).sort((a, b) => a - b);
    const index = ordered.indexOf(Number(filters.visitnum));
    const next = index >= 0 ? ordered[index + direction] : undefined;
    return next === undefined ? null : { ...filters, visitnum: String(next) };
  }
  return null;
}

/** id → name of a list of named entries (entries without an id skipped). */
const named = (rows: unknown) =>
  new Map(
    (Array.isArray(rows) ? rows : [])
      .filter((row) => row && typeof row === 'object' && 'id' in row)
      .map((row) => [String((row as { id: unknown }).id), String((row as { name?: unknown }).name ?? '')]),
  );

/** The names of everything the filter data holds, for chips and headings. */
export function filterNames(data: ReportingFilters, labels: { wave: string; location: string }, regions: readonly RegionTreeNode[]): FilterNames {
  const groups = data.waves;
  const questions = new Map(questionOptions('comparison', data.questionnaires ?? [], true).map((option) => [option.value, option.label]));
  for (const questionnaire of data.questionnaires ?? [])
    for (const question of questionnaire.questions ?? [])
      if (!questions.has(String(question.id))) questions.set(String(question.id), `${question.question_num}. ${question.question}`);
  return {
    waves: new Map(groups.flatMap((group) => (group.waves ?? []).map((wave) => [String(wave.id), wave.name] as const))),
    groups: named(groups),
    regions: new Map(flattenRegions(regions).map((node) => [node.id, node.label])),
    types: named(data.types),
    subTypes: named(data.sub_types),
    grades: named(data.grades),
    categories: named(data.categories),
    competencies: named(data.competencies),
    questionnaires: named(data.questionnaires),
    questions,
    labels: { ...labels, type: data.level_names?.cti || 'Type', subType: data.level_names?.csi || 'Sub type', grade: data.level_names?.grd || 'Grade' },
  };
}

/** The name of the wave (or group) a comparison reads. */
export function previousWaveName(filters: ReportFilters, names: FilterNames): string {
  if (filters.visitgroup) return names.groups.get(filters.visitgroup) ?? `previous ${names.labels.wave.toLowerCase()}`;
  return names.waves.get(filters.visitnum ?? '') ?? `previous ${names.labels.wave.toLowerCase()}`;
}
