import { defineFeature, tablesOf } from '../feature.ts';
import { sessionActivityRoutes } from './session-activity.routes.ts';
import * as tables from './session-activity.tables.ts';
import { sessionActivity } from './session-activity.tables.ts';

/** session-activity: log_session_activity for the signed-in user. */
export const sessionActivityFeature = defineFeature({
  name: 'session-activity',
  async routes(app, { sessionActivityService }) {
    await app.register(sessionActivityRoutes, { sessionActivityService });
  },
  tables: tablesOf(tables),
  personalData: [{ table: sessionActivity, userColumn: sessionActivity.userId, export: 'rows', erase: 'delete' }],
});
