import { QuestionnairePage } from '@/features/questionnaire/index.ts';

/** /anamnesebogen: the health questionnaire's wizard; signed-in users only (router.tsx). */
export default function AnamnesebogenRoute() {
  return <QuestionnairePage />;
}
