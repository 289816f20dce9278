import { useId, useState } from 'react';
import { DateRangePicker } from '@/components/DateRangePicker';
import type { RegionTreeNode } from '@/lib/regions';
import type { ReportFilters } from '@/lib/reportingUrl';
import { questionOptions, questionValue, reportNeedsQuestion, reportTakesQuestion, splitQuestionValue, titleCase } from '../reportCatalogue';
import { levelName, moreFiltersCount, type FilterNames } from '../reportChips';
import { levelChoices, levelForReport } from '../reportLevels';
import { prune, withDates, withWaves } from '../reportingUrl';
import type { ReportDefinition, ReportingFilters } from '@/lib/reportingTypes';
import { MoreFiltersModal, moreFilterGroups } from './MoreFiltersModal';
import { SubmitForm } from '@/components/SubmitForm';

interface Props {
  data: ReportingFilters;
  /** The server's report levels (001 §3); null when it sends none (then computed). */
  levels: readonly string[] | null;
  reports: ReportDefinition[];
  names: FilterNames;
  regions: RegionTreeNode[];
  maxLevel: string | null;
  surveyData: boolean;
  /** The report and filters shown now (the form starts from them). */
  report: string | null;
  filters: ReportFilters;
  loading: boolean;
  onGenerate: (report: string, filters: ReportFilters) => void;
}

/** The Advanced filter form (document 001 §2 "Filter form"); it edits a draft until 'Generate Report'. */
export function AdvancedPanel({ data, levels: serverLevels, reports, names, regions, maxLevel, surveyData, report, filters, loading, onGenerate }: Props) {
  const id = useId().replace(/:/g, '');
  const [slug, setSlug] = useState(report ?? '');
  const [draft, setDraft] = useState<ReportFilters>(filters);
  const [moreOpen, setMoreOpen] = useState(false);
  // A report run elsewhere (quick report, link, Back) becomes the form's starting point.
  const [shown, setShown] = useState({ report, filters });
  if (shown.report !== report || shown.filters !== filters) {
    setShown({ report, filters });
    setSlug(report ?? '');
    setDraft(filters);
  }

  const levels = levelChoices(maxLevel, slug, serverLevels);
  const questions = questionOptions(slug, data.questionnaires ?? [], surveyData);
  const needsQuestion = reportNeedsQuestion(slug);
  const today = new Date();
  const waveValue = draft.visitgroup ? `g${draft.visitgroup}` : (draft.visitnum ?? '');

  const chooseReport = (next: string) => {
    setSlug(next);
    // Changing report clears the question choice (document 001 §4); 'job' falls back to location.
    const level = next ? levelForReport(draft.level, maxLevel, next, serverLevels) : undefined;
    setDraft(prune({ ...draft, level, question_id: undefined, grid_id: undefined, question_id_b: undefined, grid_id_b: undefined }));
  };
  const chooseWave = (value: string) => {
    if (value.startsWith('g')) setDraft(withWaves(draft, { visitgroup: value.slice(1) }));
    else setDraft(withWaves(draft, { visitnum: value }));
  };
  const chooseQuestion = (value: string) => {
    // A new first question starts the comparison afresh.
    setDraft(prune({ ...draft, question_id: undefined, grid_id: undefined, question_id_b: undefined, grid_id_b: undefined, ...splitQuestionValue(value) }));
  };
  const comparison = slug === 'comparison';
  /** The second question of a comparison: setting it runs the report (document 001 §4). */
  const chooseSecondQuestion = (value: string) => {
    const { question_id: questionB, grid_id: gridB } = splitQuestionValue(value);
    const next = prune({ ...draft, question_id_b: questionB, grid_id_b: gridB });
    setDraft(next);
    if (questionB && next.question_id && !loading) onGenerate(slug, next);
  };
  const secondValue = draft.question_id_b ? (draft.grid_id_b ? `${draft.question_id_b}^${draft.grid_id_b}` : draft.question_id_b) : '';
  const canGenerate = !!slug && !loading && (!needsQuestion || !!draft.question_id) && (!comparison || !!draft.question_id_b);
  const more = moreFiltersCount(draft);

  return (
    <SubmitForm
      aria-label="Advanced report filters"
      onSubmit={() => {
        if (canGenerate) onGenerate(slug, prune(draft));
      }}
    >
      <div className="mb-3">
        <label htmlFor={`${id}-report`} className="form-label">
          Report
        </label>
        <select id={`${id}-report`} className="form-select" value={slug} onChange={(event) => chooseReport(event.target.value)}>
          <option value="">-- Please Select --</option>
          {reports.map((item) => (
            <option key={item.slug} value={item.slug}>
              {titleCase(item.name)}
            </option>
          ))}
        </select>
      </div>
      <div className="mb-3">
        <label htmlFor={`${id}-level`} className="form-label">
          Report Level
        </label>
        {levels.length === 0 ? (
          <select id={`${id}-level`} className="form-select" disabled value="">
            <option value="">N/A</option>
          </select>
        ) : (
          <select
            id={`${id}-level`}
            className="form-select"
            value={draft.level ?? ''}
            onChange={(event) => setDraft(prune({ ...draft, level: event.target.value }))}
          >
            {levels.map((level) => (
              <option key={level} value={level}>
                {levelName(level, names)}
              </option>
            ))}
          </select>
        )}
      </div>
      {reportTakesQuestion(slug) && (
        <div className="mb-3">
          <label htmlFor={`${id}-question`} className="form-label">
            Question{needsQuestion ? '' : ' (optional)'}
          </label>
          <select id={`${id}-question`} className="form-select" value={questionValue(draft)} onChange={(event) => chooseQuestion(event.target.value)}>
            <option value="">-- Please Select --</option>
            {questions.map((question) => (
              <option key={question.value} value={question.value}>
                {question.label}
              </option>
            ))}
          </select>
          {questions.length === 0 && <p className="form-text mb-0">This data source has no questions for this report.</p>}
        </div>
      )}
      {comparison && (
        <div className="mb-3">
          <label htmlFor={`${id}-question-b`} className="form-label">
            Second question
          </label>
          <select
            id={`${id}-question-b`}
            className="form-select"
            value={secondValue}
            disabled={!draft.question_id}
            aria-describedby={`${id}-question-b-help`}
            onChange={(event) => chooseSecondQuestion(event.target.value)}
          >
            <option value="">-- Please Select --</option>
            {questions
              .filter((question) => question.value !== questionValue(draft))
              .map((question) => (
                <option key={question.value} value={question.value}>
                  {question.label}
                </option>
              ))}
          </select>
          <p id={`${id}-question-b-help`} className="form-text mb-0">
            Pick the first question, then the second: the comparison runs as soon as both are set.
          </p>
        </div>
      )}
      <div className="mb-3">
        <label htmlFor={`${id}-wave`} className="form-label">
          {names.labels.wave}
        </label>
        <select id={`${id}-wave`} className="form-select" value={waveValue} onChange={(event) => chooseWave(event.target.value)}>
          <option value="">All {names.labels.wave.toLowerCase()}s</option>
          {(data.waves ?? []).map((group) => (
            <optgroup key={group.id} label={group.name}>
              <option value={`g${group.id}`}>{group.name} (all)</option>
              {group.waves.map((wave) => (
                <option key={wave.id} value={String(wave.id)}>
                  {wave.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="mb-3">
        <DateRangePicker
          label="Date range"
          placeholder="Select dates"
          maxDate={today}
          width={1100}
          value={draft.start_date && draft.end_date ? { start: draft.start_date, end: draft.end_date } : null}
          onChange={(range) => setDraft(withDates(draft, range?.start ?? null, range?.end ?? null))}
        />
        {draft.start_date && (
          <button type="button" className="btn btn-link btn-sm px-0" onClick={() => setDraft(withDates(draft, null, null))}>
            Clear Dates
          </button>
        )}
      </div>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={() => setMoreOpen(true)}>
          More Filters ({more})
        </button>
        <button type="submit" className="btn btn-primary" disabled={!canGenerate}>
          {loading ? 'Generating…' : 'Generate Report'}
        </button>
      </div>
      <MoreFiltersModal
        show={moreOpen}
        filters={draft}
        regions={regions}
        groups={moreFilterGroups(data, names.labels)}
        canRerun={!!slug}
        onCancel={() => setMoreOpen(false)}
        onApply={(next, rerun) => {
          setMoreOpen(false);
          setDraft(prune(next));
          if (rerun && slug && (!needsQuestion || next.question_id) && (!comparison || next.question_id_b)) onGenerate(slug, prune(next));
        }}
      />
    </SubmitForm>
  );
}
