import '../seed';
import { authHandlers } from './auth';
import { clientHandlers } from './clients';
import { dashboardHandlers } from './dashboard';
import { demoControlHandlers } from './demoControl';
import { caseDetailHandlers } from './caseDetail';
import { caseHandlers } from './cases';
import { jobReportHandlers } from './jobReport';
import { crewFollowupHandlers } from './crewFollowup';
import { queryHandlers } from './queries';

/** Every demo API handler; each area adds its list here with one line. */
export const handlers = [...authHandlers, ...dashboardHandlers, ...clientHandlers, ...demoControlHandlers, ...caseHandlers, ...caseDetailHandlers, ...jobReportHandlers, ...crewFollowupHandlers, ...queryHandlers];
