import type { TQuestionnaireState } from '@openwell/contracts';

/**
 * /anamnesebogen once a questionnaire is completed and no draft is open: the health profile, the history of versions,
 * review, edit on one page, download and delete. (Being written.)
 */
export function QuestionnaireOverview({
  state,
  onStartReview,
}: {
  state: TQuestionnaireState;
  onStartReview: () => void;
}) {
  void state;
  void onStartReview;
  return null;
}
