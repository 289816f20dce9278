import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormActions } from '@/components/FormActions';
import { SubmitForm } from '@/components/SubmitForm';

/** A promise and the functions that settle it. */
function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function twice(element: HTMLElement, event: 'submit' | 'click') {
  // Both land before React re-renders: a double click or two Enters on a busy phone.
  act(() => {
    fireEvent[event](element);
    fireEvent[event](element);
  });
}

describe('a form sends once while its submit is pending', () => {
  it('SubmitForm: a second submit while the first promise is pending does nothing; settled, either way, it sends again', async () => {
    let pending = deferred();
    const onSubmit = vi.fn(() => pending.promise);
    render(
      <SubmitForm onSubmit={onSubmit} aria-label="Form">
        <button type="submit">Send</button>
      </SubmitForm>,
    );
    const form = screen.getByRole('form', { name: 'Form' });
    twice(form, 'submit');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await act(async () => pending.resolve());
    pending = deferred();
    twice(form, 'submit');
    expect(onSubmit).toHaveBeenCalledTimes(2);

    await act(async () => {
      pending.reject(new Error('refused'));
      await pending.promise.catch(() => undefined);
    });
    twice(form, 'submit');
    expect(onSubmit).toHaveBeenCalledTimes(3);
  });

  it('SubmitForm: a submit that returns no promise holds nothing', () => {
    const onSubmit = vi.fn();
    render(
      <SubmitForm onSubmit={onSubmit} aria-label="Form">
        <button type="submit">Send</button>
      </SubmitForm>,
    );
    twice(screen.getByRole('form', { name: 'Form' }), 'submit');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('FormActions with onSubmit: a second click while the first promise is pending does nothing', async () => {
    const pending = deferred();
    const onSubmit = vi.fn(() => pending.promise);
    render(<FormActions busy={false} submitLabel="Confirm" onCancel={() => undefined} onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Confirm' });
    twice(button, 'click');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve());
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('a double click is one press, even when the first answer came before its second click', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const onFormSubmit = vi.fn(() => Promise.resolve());
    const onPlainSubmit = vi.fn(() => Promise.resolve());
    const onOther = vi.fn();
    render(
      <>
        <FormActions busy={false} submitLabel="Confirm" onCancel={() => undefined} onSubmit={onSubmit} />
        <SubmitForm onSubmit={onFormSubmit} aria-label="Form">
          <FormActions busy={false} submitLabel="Send" onCancel={() => undefined} />
        </SubmitForm>
        <SubmitForm onSubmit={onPlainSubmit} aria-label="Plain">
          <button type="submit">
            <span>Save</span>
          </button>
          <button type="button" onClick={onOther}>
            Other
          </button>
        </SubmitForm>
      </>,
    );
    for (const [name, action] of [
      ['Confirm', onSubmit],
      ['Send', onFormSubmit],
      ['Save', onPlainSubmit],
    ] as const) {
      const button = screen.getByRole('button', { name });
      await act(async () => fireEvent.click(button, { detail: 1 }));
      await act(async () => fireEvent.click(button, { detail: 2 }));
      expect(action).toHaveBeenCalledTimes(1);
      // A later press is a new one.
      await act(async () => fireEvent.click(button, { detail: 1 }));
      expect(action).toHaveBeenCalledTimes(2);
    }
    // A click on what the button holds is the button's; a form's other buttons keep their clicks.
    fireEvent.click(screen.getByText('Save'), { detail: 2 });
    expect(onPlainSubmit).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Other' }), { detail: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Other' }), { detail: 2 });
    expect(onOther).toHaveBeenCalledTimes(2);
  });
});
