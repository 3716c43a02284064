import { ACCOUNTS_ERROR_CODES } from '@openwell/contracts';
import { defineFeature, tablesOf } from '../feature.ts';
import { accountsRoutes } from './accounts.routes.ts';
import * as tables from './accounts.tables.ts';
import { consents, legalAcceptances, profiles } from './accounts.tables.ts';

/** accounts: sign-up, `/api/me`, the profile, consents and accepted legal versions, onboarding, time zones. */
export const accountsFeature = defineFeature({
  name: 'accounts',
  routes(app, { accountsService, auth }) {
    accountsRoutes(app, { accountsService, startSession: auth.sessions.startSession });
  },
  tables: tablesOf(tables),
  errors: ACCOUNTS_ERROR_CODES,
  personalData: [
    { table: profiles, userColumn: profiles.userId, export: 'rows', erase: 'delete' },
    { table: consents, userColumn: consents.userId, export: 'rows', erase: 'delete' },
    { table: legalAcceptances, userColumn: legalAcceptances.userId, export: 'rows', erase: 'delete' },
  ],
});
