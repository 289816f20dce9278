export { setLargeScreen } from '../support/viewport';
