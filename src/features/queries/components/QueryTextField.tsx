import { queryTextProblem, tooLongText } from '@/components/report/QuestionQueryComposer';
import { TextAreaWithMinimum } from '@/components/TextAreaWithMinimum';
import { QUERY_TEXT_MINIMUM } from '@/lib/queryTypes';
import { TEXT_LIMITS } from '@/lib/textLimits';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's message (useQueryTextError), shown before the text's own problem. */
  serverError: string | null;
  disabled: boolean;
  rows?: number;
}

/** A query's text (002 §2): at least 5 characters, at most the query limit, the server's message beside it. */
export function QueryTextField({ label, value, onChange, serverError, disabled, rows }: Props) {
  const problem = queryTextProblem(value);
  return (
    <TextAreaWithMinimum
      label={label}
      value={value}
      onChange={onChange}
      maximum={TEXT_LIMITS.query}
      minimum={QUERY_TEXT_MINIMUM}
      error={serverError ?? (problem === 'long' ? tooLongText(value.length) : null)}
      disabled={disabled}
      rows={rows}
    />
  );
}
