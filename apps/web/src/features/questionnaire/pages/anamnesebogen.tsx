import { QuestionnairePage } from '../components/questionnaire-pages.tsx';

/** /anamnesebogen: the health questionnaire's wizard; signed-in users only (questionnaire.routes.ts). */
export default function AnamnesebogenRoute() {
  return <QuestionnairePage />;
}
