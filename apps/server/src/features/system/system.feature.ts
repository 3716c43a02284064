import { defineFeature } from '../feature.ts';
import { systemRoutes } from './system.routes.ts';

/** system: `/api/health` (the server's status). */
export const systemFeature = defineFeature({
  name: 'system',
  routes(app, { systemService }) {
    systemRoutes(app, { systemService });
  },
  tables: [],
  personalData: [],
});
