import { setLargeScreen } from '../support/viewport';

/** Makes the 1024 px media query match (the table / tab layout) until mocks are restored. */
export function asDesktop(large = true): void {
  setLargeScreen(large);
}
