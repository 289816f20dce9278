import { format } from 'date-fns/format';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { CompanyMark } from '@/components/CompanyMark';
import { notify } from '@/components/notify';
import { useFieldErrors } from '@/components/useFieldErrors';
import { companyLoginLabel } from '@/lib/companies';
import { SelectField, TextAreaField, TextField } from '../components/FollowupFields';
import { JobFacts } from '../components/JobFacts';
import { useCreateFollowupMutation, useGetFollowupQuery } from '../crewFollowupApi';
import {
  clearStoredAnswers,
  CREATE_FAILED_TEXT,
  CREATED_TEXT,
  emptyAnswers,
  FIELD_ORDER,
  followupPayload,
  GRADE_A_TEXT,
  INVALID_ID_TEXT,
  isGradeA,
  MISSING_DATA_TEXT,
  POSITION_OPTIONS,
  PRINT_DELAY_MS,
  QUESTIONS,
  readStoredAnswers,
  resetAnswers,
  TITLE_OPTIONS,
  writeStoredAnswers,
  type FollowupAnswers,
  type FollowupData,
} from '../followup';
import crewFollowupStyles from '../crewFollowup.scss?inline';
import { adoptStyles } from '@/lib/adoptStyles';
import { SMOOTH_SCROLL_MS, scrollToTop } from '@/lib/scroll';
import { SubmitForm } from '@/components/SubmitForm';

adoptStyles(crewFollowupStyles);

const validId = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** The public crew follow-up form (001 §2 "Public follow-up form", §4, §5, §8). */
export default function CrewFollowupPage() {
  const params = useParams();
  const id = validId(params.id);
  const result = useGetFollowupQuery(id ?? 0, { skip: id === null, refetchOnMountOrArgChange: true });
  const data = result.currentData;
  const company = companyLoginLabel(data?.company_id ?? null);

  let body: ReactNode;
  if (id === null || result.isError || (data && !data.isValid)) {
    body = (
      <p className="alert alert-danger mb-0" role="alert">
        {INVALID_ID_TEXT}
      </p>
    );
  } else if (!data) {
    body = (
      <p role="status" className="mb-0">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        Loading…
      </p>
    );
  } else if (isGradeA(data)) {
    body = (
      <>
        <JobFacts data={data} />
        <p className="alert alert-success mt-3 mb-0">{GRADE_A_TEXT}</p>
      </>
    );
  } else {
    body = <FollowupForm id={id} data={data} />;
  }

  return (
    <div className={`crew-followup ${company ? 'theme-company' : 'theme-dark'}`}>
      <header className="crew-followup-header">
        <CompanyMark label={company} nameClassName="fw-semibold" />
      </header>
      <div className="crew-followup-card">
        <h1 id="crew-followup-title" className="h3 mb-3" tabIndex={-1}>
          Mystery Shopper Follow-Up
        </h1>
        {body}
      </div>
    </div>
  );
}

function FollowupForm({ id, data }: { id: number; data: FollowupData }) {
  const [answers, setAnswers] = useState<FollowupAnswers>(() => ({ ...emptyAnswers(data.position), ...(readStoredAnswers(id) ?? {}) }));
  const [submitted, setSubmitted] = useState(false);
  const [banner, setBanner] = useState(false);
  const [create, { isLoading }] = useCreateFollowupMutation();
  const fieldErrors = useFieldErrors();
  const formRef = useRef<HTMLFormElement>(null);
  const today = format(new Date(), 'MM/dd/yyyy');
  const readOnly = submitted || isLoading;

  useEffect(() => {
    if (!submitted) writeStoredAnswers(id, answers);
  }, [id, answers, submitted]);

  const set = (field: keyof FollowupAnswers) => (value: string) => {
    setAnswers((current) => ({ ...current, [field]: value }));
    fieldErrors.clear(field);
  };

  async function submit() {
    if (isLoading || submitted) return;
    try {
      await create({ id, payload: followupPayload(data, answers, today) }).unwrap();
      notify.success(CREATED_TEXT);
      clearStoredAnswers(id);
      fieldErrors.clearAll();
      setBanner(false);
      setSubmitted(true);
    } catch (error) {
      notify.error(CREATE_FAILED_TEXT);
      const hasFieldErrors = fieldErrors.setFromError(error);
      setBanner(hasFieldErrors);
      if (hasFieldErrors) {
        // Focus (and scroll to) the first errored field once the errors render.
        setTimeout(() => {
          const problems = (error as { fieldErrors?: Record<string, unknown> }).fieldErrors ?? {};
          const first = FIELD_ORDER.find((field) => field in problems);
          const element = first ? formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`) : null;
          element?.scrollIntoView({ block: 'center' });
          element?.focus();
        }, 0);
      }
    }
  }

  function reset() {
    setAnswers((current) => resetAnswers(current));
    fieldErrors.clearAll();
    setBanner(false);
    setSubmitted(false);
    scrollToTop(SMOOTH_SCROLL_MS); // 001 §9: smooth scroll 500 ms
    document.querySelector<HTMLElement>('#crew-followup-title')?.focus({ preventScroll: true });
  }

  function print() {
    setTimeout(() => window.print(), PRINT_DELAY_MS);
  }

  const field = (name: keyof FollowupAnswers) => ({ name, value: answers[name], onChange: set(name), error: fieldErrors.first(name), disabled: readOnly });

  return (
    <SubmitForm ref={formRef} onSubmit={submit} className="crew-followup-form">
      {banner && (
        <p className="alert alert-danger" role="alert">
          {MISSING_DATA_TEXT}
        </p>
      )}
      <JobFacts data={data} />
      <p className="crew-followup-completed">
        <span className="fw-semibold">Date Completed:</span> {today}
      </p>
      <fieldset className="crew-followup-fieldset">
        <legend className="h5">Team member</legend>
        <div className="row g-3">
          <div className="col-sm-6">
            <TextField label="First Name" required {...field('firstName')} autoComplete="given-name" />
          </div>
          <div className="col-sm-6">
            <TextField label="Last Name" required {...field('lastName')} autoComplete="family-name" />
          </div>
          <div className="col-sm-6">
            <SelectField label="Title" required options={TITLE_OPTIONS} {...field('title')} />
          </div>
          <div className="col-sm-6">
            <SelectField label="Position" required options={POSITION_OPTIONS} {...field('position')} />
          </div>
          <div className="col-12">
            <TextField label="Manager Name" required {...field('managerName')} autoComplete="name" />
          </div>
        </div>
      </fieldset>
      <fieldset className="crew-followup-fieldset">
        <legend className="h5">Follow-up</legend>
        {(['q1', 'q2', 'q3', 'q4'] as const).map((name) => (
          <TextAreaField key={name} label={QUESTIONS[name]} required {...field(name)} />
        ))}
      </fieldset>
      <fieldset className="crew-followup-fieldset">
        <legend className="h5">Send a copy (optional)</legend>
        <div className="row g-3">
          <div className="col-sm-6">
            <TextField label="Email Recipient 1" type="email" {...field('emailRecipient1')} autoComplete="email" />
          </div>
          <div className="col-sm-6">
            <TextField label="Email Recipient 2" type="email" {...field('emailRecipient2')} autoComplete="email" />
          </div>
        </div>
      </fieldset>
      <div className="crew-followup-actions no-print">
        {submitted ? (
          <>
            <button type="button" className="btn btn-primary" onClick={print}>
              Print Form
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={reset}>
              Reset Form
            </button>
          </>
        ) : (
          <button type="submit" className="btn btn-primary" disabled={isLoading}>
            {isLoading ? 'Submitting…' : 'Submit Form'}
          </button>
        )}
      </div>
    </SubmitForm>
  );
}
