import type { BodyProps } from './bodyTypes';
import { SurveyLikeBody } from './SurveyBody';

/** The survey-data multi-scheme body: the survey body plus a per-scheme table. */
export default function MultiSchemeBody(props: BodyProps) {
  return <SurveyLikeBody {...props} multiScheme />;
}
