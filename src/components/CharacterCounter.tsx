import { characterCount } from '@/lib/textLimits';

/**
 * The visible counter under a limited text field: '{used} / {max}'. Screen readers hear the limit
 * through the field's aria-describedby (this element's id), and a polite announcement once the text
 * is within the last tenth of the limit (not on every keystroke).
 */
export function CharacterCounter({ id, value, max }: { id: string; value: string; max: number }) {
  const count = characterCount(value, max);
  return (
    <div className={`form-text text-end char-counter${count.near ? ' char-counter-near' : ''}`}>
      <span id={id}>
        <span aria-hidden="true">
          {count.used.toLocaleString('en-US')} / {max.toLocaleString('en-US')}
        </span>
        <span className="visually-hidden">Up to {max.toLocaleString('en-US')} characters.</span>
      </span>
      <span className="visually-hidden" aria-live="polite">
        {count.near ? `${count.left.toLocaleString('en-US')} characters left.` : ''}
      </span>
    </div>
  );
}
