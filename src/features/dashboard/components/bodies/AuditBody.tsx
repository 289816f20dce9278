import type { BodyProps } from './bodyTypes';
import { ScoredBody } from './ScoredBody';

/** The audit body (scheme type 1). */
export default function AuditBody(props: BodyProps) {
  return <ScoredBody {...props} variant="audit" />;
}
