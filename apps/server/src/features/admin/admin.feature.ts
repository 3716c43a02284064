import { encryptionKeySource } from '../../lib/crypto.ts';
import { defineFeature } from '../feature.ts';
import { adminRoutes } from './admin.routes.ts';

/**
 * admin: the admin area's sign-in, first-admin setup, user management and system status. The rules stay with auth,
 * accounts and mail, reached through their services; no tables of its own.
 */
export const adminFeature = defineFeature({
  name: 'admin',
  routes(app, { auth, accountsAdminService, mailService }, { config }) {
    adminRoutes(app, {
      sessions: auth.sessions,
      adminSetupService: auth.adminSetupService,
      accountsAdminService,
      mailService,
      encryptionKey: {
        source: encryptionKeySource(config),
        besideData: config.nodeEnv === 'production' && encryptionKeySource(config) === 'data-dir',
      },
    });
  },
  tables: [],
  personalData: [],
});
