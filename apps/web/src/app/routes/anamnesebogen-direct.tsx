import { QuestionnaireDirectPage } from '@/features/questionnaire/index.ts';

/** /anamnesebogen-direct: the health questionnaire on one page; signed-in users only (router.tsx). */
export default function AnamnesebogenDirectRoute() {
  return <QuestionnaireDirectPage />;
}
