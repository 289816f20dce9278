import '../seed';
import { authHandlers } from './auth';
import { clientHandlers } from './clients';
import { dashboardHandlers } from './dashboard';
import { demoControlHandlers } from './demoControl';
import { caseDetailHandlers } from './caseDetail';
import { caseHandlers } from './cases';
import { reportingHandlers } from './reporting';
import { npsHandlers } from './nps';
import { criticalFocusHandlers } from './criticalFocus';
import { helpHandlers } from './help';
import { profileHandlers } from './profile';
import { roleHandlers } from './roles';
import { summaryReportHandlers } from './summaryReports';
import { jobReportHandlers } from './jobReport';
import { crewFollowupHandlers } from './crewFollowup';
import { queryHandlers } from './queries';

/** Every demo API handler; each area adds its list here with one line. */
export const handlers = [
  ...authHandlers,
  ...dashboardHandlers,
  ...clientHandlers,
  ...demoControlHandlers,
  ...caseHandlers,
  ...caseDetailHandlers,
  ...npsHandlers,
  ...reportingHandlers,
  ...criticalFocusHandlers,
  ...helpHandlers,
  ...summaryReportHandlers,
  ...profileHandlers,
  ...roleHandlers,
  ...jobReportHandlers,
  ...crewFollowupHandlers,
  ...queryHandlers,
];
