import { FALLBACK_LANGUAGE, type TLanguage } from '@openwell/i18n';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { adminExists, consumeSetupToken, deleteSetupTokens, insertSetupToken } from './auth.repo.ts';
import type { AuthService } from './auth.service.ts';
import { assertPasswordPolicy } from './password-policy.ts';
import { sha256Hex } from '../../lib/crypto.ts';

/** The one-time first-admin setup link is valid this long; a new one is made at every start while no admin exists. */
export const SETUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Called by server.ts after migrations: while no admin exists, replaces any earlier setup token with a new one and
 * logs the link `${PUBLIC_URL}/admin?setup=<token>`. Returns the link (null once an admin exists).
 */
export async function ensureAdminSetupToken(deps: {
  config: Pick<TConfig, 'publicUrl'> & Partial<Pick<TConfig, 'adminSetupToken'>>;
  database: Database;
  logger: Logger;
  clock: Clock;
}): Promise<string | null> {
  const db = deps.database.db;
  if (await adminExists(db)) {
    await deleteSetupTokens(db);
    return null;
  }
  // ADMIN_SETUP_TOKEN fixes the token for automated installs and end-to-end tests.
  const token = deps.config.adminSetupToken ?? randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await db.transaction(async (tx) => {
    await deleteSetupTokens(tx);
    await insertSetupToken(tx, sha256Hex(token), new Date(now.getTime() + SETUP_TOKEN_TTL_MS));
  });
  const link = `${deps.config.publicUrl}/admin?setup=${token}`;
  deps.logger.info(
    { setupLink: link, validHours: SETUP_TOKEN_TTL_MS / 3_600_000 },
    `No admin account exists yet. Open this one-time link to create the first admin: ${link}`,
  );
  return link;
}

export type AdminSetupService = {
  setupRequired(): Promise<boolean>;
  /**
   * Creates the first admin with the token. Throws SETUP_TOKEN_INVALID for an unknown, used or expired token and
   * CONFLICT (details.reason SETUP_ALREADY_DONE) once an admin exists.
   */
  createFirstAdmin(
    input: { token: string; email: string; password: string; language?: TLanguage | undefined },
    client: { ip: string | null; userAgent: string | null },
  ): Promise<{ userId: string }>;
};

export function createAdminSetupService(deps: {
  database: Database;
  authService: AuthService;
  clock: Clock;
}): AdminSetupService {
  const { database, authService, clock } = deps;
  const alreadyDone = () => new AppError('SETUP_ALREADY_DONE');
  return {
    setupRequired: async () => !(await adminExists(database.db)),
    async createFirstAdmin(input, client) {
      if (await adminExists(database.db)) throw alreadyDone();
      assertPasswordPolicy(input.password);
      return database.db.transaction(async (tx) => {
        // One setup at a time: the second of two concurrent requests sees the admin of the first.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('openwell:first-admin-setup', 0))`);
        if (await adminExists(tx)) throw alreadyDone();
        if (!(await consumeSetupToken(tx, sha256Hex(input.token), clock.now())))
          throw new AppError('SETUP_TOKEN_INVALID');
        const { userId } = await authService.createCredentialUser(tx, {
          email: input.email,
          password: input.password,
          role: 'admin',
          language: input.language ?? FALLBACK_LANGUAGE,
        });
        await deleteSetupTokens(tx);
        await recordAudit(tx, {
          action: 'admin_created',
          actorUserId: userId,
          subjectUserId: userId,
          ...client,
          metadata: { via: 'first_admin_setup' },
        });
        return { userId };
      });
    },
  };
}
