import type { BodyProps } from './bodyTypes';
import { ScoredBody } from './ScoredBody';

/** The crew satisfaction body: dial, sections, trend and league (the answers are anonymous). */
export default function CrewSatisfactionBody(props: BodyProps) {
  return <ScoredBody {...props} variant="crew-satisfaction" />;
}
