import CaseDashboard from '../components/CaseDashboard';

/** /case-management: the case dashboard on its own, with its 'Overview' header. */
export default function CaseDashboardPage() {
  return <CaseDashboard embedded={false} />;
}
