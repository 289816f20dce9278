import { render, screen, waitFor } from '@testing-library/react';

// tests/setup.ts: a failed query prints the DOM once where it is read, not into every retry of a wait.
const printed = (error: unknown) => (error as Error).message.split('Ignored nodes').length - 1;

test('a wait retries its query without printing the DOM, and prints it once when it times out', async () => {
  render(<p>Only a paragraph</p>);
  // The messages as each attempt made them (the wait later adds the DOM to the last error itself).
  const attempts: number[] = [];
  const failure = await waitFor(
    () => {
      try {
        return screen.getByRole('button');
      } catch (error) {
        attempts.push(printed(error));
        throw error;
      }
    },
    { timeout: 200 },
  ).catch((error: unknown) => error);
  expect(attempts.length).toBeGreaterThan(1);
  expect(attempts).toEqual(attempts.map(() => 0));
  expect((failure as Error).name).toBe('TestingLibraryElementError');
  expect(printed(failure)).toBe(1);
  expect((failure as Error).message).toContain('Only a paragraph');
});

test('a findBy that times out and a getBy that fails outside a wait show the DOM once', async () => {
  render(<p>Only a paragraph</p>);
  const found = await screen.findByRole('button', {}, { timeout: 200 }).catch((error: unknown) => error);
  expect(printed(found)).toBe(1);
  expect((found as Error).message).toMatch(/^Unable to find role="button"/);
  let failed: unknown;
  try {
    screen.getByRole('button');
  } catch (error) {
    failed = error;
  }
  expect(printed(failed)).toBe(1);
  expect((failed as Error).message).toContain('Only a paragraph');
});
