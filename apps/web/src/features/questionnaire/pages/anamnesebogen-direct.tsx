import { QuestionnaireDirectPage } from '../components/questionnaire-pages.tsx';

/** /anamnesebogen-direct: the health questionnaire on one page; signed-in users only (questionnaire.routes.ts). */
export default function AnamnesebogenDirectRoute() {
  return <QuestionnaireDirectPage />;
}
