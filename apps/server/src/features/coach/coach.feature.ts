import { COACH_ERROR_CODES } from '@openwell/contracts';
import { defineFeature, tablesOf } from '../feature.ts';
import { pruneCoachMessagesJob } from './coach.jobs.ts';
import { coachRoutes } from './coach.routes.ts';
import * as tables from './coach.tables.ts';
import { coachConversations, coachMessages, coachProfiles, coachTips } from './coach.tables.ts';

/** coach: the daily tip, the chat (server-sent events), conversations encrypted per person, retention (ADR 021). */
export const coachFeature = defineFeature({
  name: 'coach',
  routes(app, { coachService, accountsService }) {
    coachRoutes(app, { coachService, accountsService });
  },
  jobs: [pruneCoachMessagesJob],
  tables: tablesOf(tables),
  errors: COACH_ERROR_CODES,
  personalData: [
    { table: coachProfiles, userColumn: coachProfiles.userId, export: 'rows', erase: 'delete' },
    {
      table: coachConversations,
      userColumn: coachConversations.userId,
      export: 'rows',
      erase: 'delete',
      sealed: [coachConversations.title],
    },
    {
      table: coachMessages,
      userColumn: coachMessages.userId,
      export: 'rows',
      erase: 'delete',
      sealed: [coachMessages.content],
    },
    { table: coachTips, userColumn: coachTips.userId, export: 'rows', erase: 'delete', sealed: [coachTips.tip] },
  ],
});
