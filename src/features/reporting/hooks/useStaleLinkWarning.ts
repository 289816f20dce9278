import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '@/components/notify';
import type { ReportingView } from '@/lib/reportingUrl';
import type { GoToView } from './useReportingHistory';

const INVALID_LINK = 'This report link is no longer valid.';

/**
 * A link naming a data source or report that does not exist: the introduction and a toast, once
 * per address however many of its requests say so. (A listed report the server answers 404 for
 * shows its own message in place of the report instead.)
 */
export function useStaleLinkWarning(unknownScheme: boolean, reportKnown: boolean, view: ReportingView, go: GoToView): void {
  const navigate = useNavigate();
  const location = useLocation();
  const warnedFor = useRef<string | null>(null);
  const warn = useEffectEvent(() => {
    if (!unknownScheme && reportKnown) return;
    if (warnedFor.current === location.search) return;
    warnedFor.current = location.search;
    notify.error(INVALID_LINK);
    if (unknownScheme) void navigate('/reporting', { replace: true });
    else go({ ...view, report: null, filters: {}, page: 1, sort: null, find: '', compare: false }, { replace: true });
  });
  useEffect(() => warn(), [unknownScheme, reportKnown]);
}
