import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormField } from '@/components/FormField';
import { TextAreaWithMinimum } from '@/components/TextAreaWithMinimum';

function Limited({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <FormField label="Note" help="Say what happened." error={error} limit={{ value, max: 20 }}>
      {(control, { invalid, maxLength }) => (
        <textarea {...control} maxLength={maxLength} className={invalid ? 'is-invalid' : ''} value={value} onChange={(event) => setValue(event.target.value)} />
      )}
    </FormField>
  );
}

describe('FormField', () => {
  it('labels its control and describes it by help and counter; no error, not invalid', () => {
    render(<Limited />);
    const note = screen.getByLabelText('Note');
    expect(note).toHaveAttribute('maxlength', '20');
    expect(note).not.toHaveAttribute('aria-invalid');
    expect(note).toHaveAccessibleDescription('Say what happened. Up to 20 characters.');
    expect(screen.getByText('0 / 20')).toBeInTheDocument();
  });

  it('adds the error to the description and marks the control invalid', () => {
    render(<Limited error="The note field is required." />);
    const note = screen.getByLabelText('Note');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveClass('is-invalid');
    expect(note).toHaveAccessibleDescription('Say what happened. Up to 20 characters. The note field is required.');
  });

  it('counts as the user types and announces politely only near the limit; the browser stops at the limit', async () => {
    const user = userEvent.setup();
    render(<Limited />);
    const note = screen.getByLabelText('Note');
    const live = document.querySelector('[aria-live="polite"]');
    await user.type(note, 'abc');
    expect(screen.getByText('3 / 20')).toBeInTheDocument();
    expect(live).toHaveTextContent('');
    await user.type(note, 'x'.repeat(30));
    expect(note).toHaveValue(`abc${'x'.repeat(17)}`);
    expect(screen.getByText('20 / 20')).toBeInTheDocument();
    expect(live).toHaveTextContent('0 characters left.');
  });

  it('names a non-labelable control through the label id (labelAs span)', () => {
    render(
      <FormField label="Categories" labelAs="span">
        {(control, { labelId }) => <button type="button" id={control.id} aria-labelledby={labelId} aria-describedby={control['aria-describedby']} />}
      </FormField>,
    );
    expect(screen.getByRole('button', { name: 'Categories' })).toBeInTheDocument();
  });
});

describe('TextAreaWithMinimum', () => {
  it('counts down to its minimum and up to its maximum', async () => {
    const user = userEvent.setup();
    function Note() {
      const [value, setValue] = useState('');
      return <TextAreaWithMinimum label="Comment" value={value} onChange={setValue} minimum={5} maximum={5000} />;
    }
    render(<Note />);
    const comment = screen.getByLabelText('Comment');
    expect(comment).toHaveAttribute('maxlength', '5000');
    expect(comment).toHaveAccessibleDescription('You need to enter at least 5 more characters. Up to 5,000 characters.');
    await user.type(comment, 'Hello');
    expect(comment).toHaveAccessibleDescription('Up to 5,000 characters.');
    expect(screen.getByText('5 / 5,000')).toBeInTheDocument();
  });
});
