import type { BodyProps } from './bodyTypes';
import { ScoredBody } from './ScoredBody';

/** The mystery shopping body (scheme types 0 and 2). */
export default function MysteryShoppingBody(props: BodyProps) {
  return <ScoredBody {...props} variant="mystery-shopping" />;
}
