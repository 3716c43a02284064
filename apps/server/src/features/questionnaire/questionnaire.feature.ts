import { QUESTIONNAIRE_ERROR_CODES } from '@openwell/contracts';
import { renderQuestionnaireReviewMail } from './questionnaire.mails.ts';
import { defineFeature, tablesOf } from '../feature.ts';
import { createReviewRemindersJob, pruneQuestionnaireAnswersJob } from './questionnaire.jobs.ts';
import { questionnaireRoutes } from './questionnaire.routes.ts';
import * as tables from './questionnaire.tables.ts';
import { questionnaireDrafts, questionnaireSubmissions } from './questionnaire.tables.ts';

/**
 * questionnaire: the health questionnaire's draft and versions (answers encrypted per person), the health profile,
 * the yearly review reminder and the retention (ADR 020).
 */
export const questionnaireFeature = defineFeature({
  name: 'questionnaire',
  routes(app, { questionnaireService, accountsService }) {
    questionnaireRoutes(app, { questionnaireService, accountsService });
  },
  jobs: [pruneQuestionnaireAnswersJob],
  serviceJobs: ({ reviewReminders }) => [createReviewRemindersJob(reviewReminders)],
  tables: tablesOf(tables),
  errors: QUESTIONNAIRE_ERROR_CODES,
  mails: { 'questionnaire-review': renderQuestionnaireReviewMail },
  personalData: [
    {
      table: questionnaireDrafts,
      userColumn: questionnaireDrafts.userId,
      export: 'rows',
      erase: 'delete',
      sealed: [questionnaireDrafts.answers],
    },
    {
      table: questionnaireSubmissions,
      userColumn: questionnaireSubmissions.userId,
      export: 'rows',
      erase: 'delete',
      sealed: [questionnaireSubmissions.answers],
    },
  ],
});
