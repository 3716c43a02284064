import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../../test/helpers/test-database.ts';
import { auditRetentionCutoff, pruneAuditLogJob } from './audit.jobs.ts';
import {
  isSecretKey,
  listAuditLog,
  recordAudit,
  sanitizeAuditMetadata,
  USER_AGENT_MAX_LENGTH,
} from './audit.service.ts';
import { auditLog } from './audit.tables.ts';

const NOW = new Date('2033-03-10T04:00:00.000Z');

describe('audit log', () => {
  let database: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ database, cleanup } = await openTestDatabase());
  });
  afterAll(() => cleanup());
  beforeEach(async () => {
    await database.db.delete(auditLog);
  });

  it('records an entry with every field and lists it for the subject user', async () => {
    await recordAudit(database.db, {
      action: 'role_changed',
      actorUserId: 'admin-1',
      subjectUserId: 'user-1',
      companyId: '6f1c1c52-0c1f-4bb4-9b55-0ab3c1b0a001',
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0',
      metadata: { from: 'employee', to: 'employer' },
    });
    await recordAudit(database.db, { action: 'sign_in_failed', subjectUserId: 'user-2' });

    const rows = await listAuditLog(database.db, { subjectUserId: 'user-1' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'role_changed',
      actorUserId: 'admin-1',
      subjectUserId: 'user-1',
      companyId: '6f1c1c52-0c1f-4bb4-9b55-0ab3c1b0a001',
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0',
      metadata: { from: 'employee', to: 'employer' },
    });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);

    const minimal = await listAuditLog(database.db, { subjectUserId: 'user-2' });
    expect(minimal[0]).toMatchObject({ actorUserId: null, companyId: null, ip: null, userAgent: null, metadata: {} });
  });

  it('lists newest first and filters by company, actor and action', async () => {
    const company = '6f1c1c52-0c1f-4bb4-9b55-0ab3c1b0a002';
    const actions = ['sign_in_succeeded', 'mfa_enabled', 'sign_out'] as const;
    for (const [index, action] of actions.entries()) {
      await recordAudit(database.db, { action, subjectUserId: 'user-3', actorUserId: 'user-3', companyId: company });
      // One minute apart, in this order (rather than waiting between the inserts).
      await database.db
        .update(auditLog)
        .set({ createdAt: new Date(NOW.getTime() + index * 60_000) })
        .where(and(eq(auditLog.subjectUserId, 'user-3'), eq(auditLog.action, action)));
    }
    await recordAudit(database.db, { action: 'sign_out', subjectUserId: 'user-4' });

    const forCompany = await listAuditLog(database.db, { companyId: company });
    expect(forCompany.map((row) => row.action)).toEqual(['sign_out', 'mfa_enabled', 'sign_in_succeeded']);
    expect(await listAuditLog(database.db, { action: 'sign_out' })).toHaveLength(2);
    expect(await listAuditLog(database.db, { actorUserId: 'user-3', action: 'mfa_enabled' })).toHaveLength(1);
    expect(await listAuditLog(database.db, { companyId: company, limit: 2 })).toHaveLength(2);
  });

  it('never stores passwords, tokens, secrets or codes, at any depth', async () => {
    await recordAudit(database.db, {
      action: 'password_reset_completed',
      subjectUserId: 'user-5',
      metadata: {
        password: 'hunter22',
        newPassword: 'x',
        reset_token: 't',
        token: 't',
        secret: 's',
        totpSecret: 's',
        code: '123456',
        backupCodes: ['a', 'b'],
        otp: '1',
        cookie: 'c',
        nested: { authorization: 'Bearer x', sessionToken: 'y', kept: 'yes', deeper: [{ verificationCode: '1' }] },
        companyCode: 'ACME',
        method: 'email',
      },
    });
    const [row] = await listAuditLog(database.db, { subjectUserId: 'user-5' });
    expect(row!.metadata).toEqual({ nested: { kept: 'yes', deeper: [{}] }, companyCode: 'ACME', method: 'email' });
    expect(JSON.stringify(row)).not.toMatch(/hunter22|Bearer|123456/);
  });

  it('truncates long user agents and normalises metadata values', async () => {
    await recordAudit(database.db, {
      action: 'sign_in_succeeded',
      subjectUserId: 'user-6',
      userAgent: 'A'.repeat(2000),
      ip: '',
      metadata: { at: new Date('2030-01-01T00:00:00Z'), skipped: undefined, n: Number.NaN },
    });
    const [row] = await listAuditLog(database.db, { subjectUserId: 'user-6' });
    expect(row!.userAgent).toHaveLength(USER_AGENT_MAX_LENGTH);
    expect(row!.ip).toBeNull();
    expect(row!.metadata).toEqual({ at: '2030-01-01T00:00:00.000Z', n: null });
  });

  it('classifies secret keys', () => {
    for (const key of ['password', 'current_password', 'idToken', 'access-token', 'clientSecret', 'code', 'totpCode'])
      expect(isSecretKey(key), key).toBe(true);
    for (const key of ['companyCode', 'countryCode', 'role', 'from', 'to', 'method', 'footprint'])
      expect(isSecretKey(key), key).toBe(false);
    expect(sanitizeAuditMetadata(undefined)).toEqual({});
  });

  it('commits and rolls back with the transaction it is recorded in', async () => {
    await database.db.transaction(async (tx) => {
      await recordAudit(tx, { action: 'account_created', subjectUserId: 'user-7' });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, { action: 'account_created', subjectUserId: 'user-8' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await listAuditLog(database.db, { subjectUserId: 'user-7' })).toHaveLength(1);
    expect(await listAuditLog(database.db, { subjectUserId: 'user-8' })).toHaveLength(0);
  });

  describe('audit.log.prune', () => {
    it('is a daily cron job accepting {}', () => {
      expect(pruneAuditLogJob.id).toBe('audit.log.prune');
      expect(pruneAuditLogJob.cron).toMatch(/^\d+ \d+ \* \* \*$/);
      expect(pruneAuditLogJob.payload.safeParse({}).success).toBe(true);
      expect(auditRetentionCutoff(NOW).toISOString()).toBe('2026-03-10T04:00:00.000Z');
    });

    it('deletes only rows older than seven years, idempotently', async () => {
      const row = (subjectUserId: string, createdAt: string) => ({
        action: 'sign_in_succeeded',
        subjectUserId,
        createdAt: new Date(createdAt),
      });
      await database.db
        .insert(auditLog)
        .values([
          row('eight years', '2025-03-10T04:00:00.000Z'),
          row('seven years and a second', '2026-03-10T03:59:59.000Z'),
          row('exactly seven years', '2026-03-10T04:00:00.000Z'),
          row('last week', '2033-03-03T04:00:00.000Z'),
        ]);
      const lines: Array<Record<string, unknown>> = [];
      const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
      const ctx = { database, logger, now: () => NOW };

      await pruneAuditLogJob.handler({}, ctx);
      const remaining = await database.db.select({ who: auditLog.subjectUserId }).from(auditLog);
      expect(remaining.map((r) => r.who).sort()).toEqual(['exactly seven years', 'last week']);
      expect(lines).toContainEqual(expect.objectContaining({ deleted: 2, msg: 'Expired audit log rows deleted' }));

      await pruneAuditLogJob.handler({}, ctx);
      expect(lines.at(-1)).toMatchObject({ deleted: 0 });
      expect(await database.db.select().from(auditLog)).toHaveLength(2);
    });
  });
});
