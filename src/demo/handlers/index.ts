import '../seed';
import { authHandlers } from './auth';

/** Every demo API handler; each area adds its list here with one line. */
export const handlers = [...authHandlers];
