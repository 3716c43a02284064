import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TQuestionnaireState, TSubmitQuestionnaireResponse } from '@openwell/contracts';
import { QueryError } from '@/components/query-state.tsx';
import { useQuestionnaire } from '../api/questionnaire-queries.ts';
import { QuestionnaireDirect } from './questionnaire-direct.tsx';
import { QuestionnaireOverview } from './questionnaire-overview.tsx';
import { DIRECT_PATH, WIZARD_PATH } from '../lib/questionnaire-paths.ts';
import { QuestionnaireFrame, QuestionnaireSkeleton, QuestionnaireSuccess } from './questionnaire-page-parts.tsx';
import { QuestionnaireWizard } from './questionnaire-wizard.tsx';

/**
 * /anamnesebogen: the wizard, resuming a draft where there is one. Once a questionnaire is completed and no draft is
 * open, the overview of it (profile, history, review, delete); its "review" starts the wizard with the latest answers.
 * After finishing, the success screen, whatever the questionnaire's state reads afterwards.
 */
export function QuestionnairePage() {
  const { t } = useTranslation('questionnaire');
  const questionnaire = useQuestionnaire();
  const [result, setResult] = useState<TSubmitQuestionnaireResponse | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const state = questionnaire.data;
  const overview = !result && !reviewing && state?.latest && !state.draft;
  return (
    <QuestionnaireFrame
      lead={overview ? t('questionnaire:overview.lead') : t('questionnaire:wizard.lead')}
      switchTo={result || overview ? undefined : { to: DIRECT_PATH, label: t('questionnaire:wizard.toDirect') }}
    >
      {result ? (
        <QuestionnaireSuccess result={result} />
      ) : !state ? (
        questionnaire.isError ? (
          <QueryError
            title={t('questionnaire:loadFailed')}
            error={questionnaire.error}
            onRetry={() => void questionnaire.refetch()}
            className="max-w-3xl"
          />
        ) : (
          <QuestionnaireSkeleton />
        )
      ) : overview ? (
        <QuestionnaireOverview state={state} onStartReview={() => setReviewing(true)} />
      ) : (
        // Once open, the wizard stays (a failed refetch in the background keeps what it shows and what was typed).
        <Wizard state={state} reviewing={reviewing} onCompleted={setResult} />
      )}
    </QuestionnaireFrame>
  );
}

/** The wizard as the questionnaire was when it opened: a review starts at the first step with the latest answers. */
function Wizard({
  state,
  reviewing,
  onCompleted,
}: {
  state: TQuestionnaireState;
  reviewing: boolean;
  onCompleted: (result: TSubmitQuestionnaireResponse) => void;
}) {
  const [start] = useState(() =>
    state.draft
      ? { answers: state.draft.answers, step: state.draft.step }
      : { answers: reviewing ? (state.latest?.answers ?? null) : null, step: null },
  );
  return <QuestionnaireWizard state={state} answers={start.answers} step={start.step} onCompleted={onCompleted} />;
}

/** /anamnesebogen-direct: every section on one page; after saving, the same success screen as the wizard's. */
export function QuestionnaireDirectPage() {
  const { t } = useTranslation('questionnaire');
  const questionnaire = useQuestionnaire();
  const [result, setResult] = useState<TSubmitQuestionnaireResponse | null>(null);
  return (
    <QuestionnaireFrame
      lead={t('questionnaire:direct.lead')}
      switchTo={result ? undefined : { to: WIZARD_PATH, label: t('questionnaire:direct.toWizard') }}
    >
      {result ? (
        <QuestionnaireSuccess result={result} />
      ) : !questionnaire.data ? (
        questionnaire.isError ? (
          <QueryError
            title={t('questionnaire:loadFailed')}
            error={questionnaire.error}
            onRetry={() => void questionnaire.refetch()}
            className="max-w-3xl"
          />
        ) : (
          <QuestionnaireSkeleton />
        )
      ) : (
        <QuestionnaireDirect state={questionnaire.data} onCompleted={setResult} />
      )}
    </QuestionnaireFrame>
  );
}
