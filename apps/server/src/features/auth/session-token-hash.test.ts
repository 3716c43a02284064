import { memoryAdapter } from 'better-auth/adapters/memory';
import { describe, expect, it } from 'vitest';
import { hashSessionToken, withHashedSessionTokens, withSessionTokenScope } from './session-token-hash.ts';

/** Better Auth's memory adapter, wrapped: what is stored, and what callers get back. */
function setup() {
  const db: Record<string, Array<Record<string, unknown>>> = { user: [], session: [], account: [], verification: [] };
  const adapter = withHashedSessionTokens(memoryAdapter(db))({});
  const session = (token: string, userId = 'u1') => ({
    token,
    userId,
    expiresAt: new Date(Date.now() + 3_600_000),
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  return { db, adapter, session };
}

describe('withHashedSessionTokens', () => {
  it('stores SHA-256 of the token and hands the token back on create and on lookups by token', async () => {
    const { db, adapter, session } = setup();
    const created = await adapter.create<Record<string, unknown>>({ model: 'session', data: session('tok-a') });
    expect(created.token).toBe('tok-a');
    expect(db.session!.map((row) => row.token)).toEqual([hashSessionToken('tok-a')]);
    expect(hashSessionToken('tok-a')).toMatch(/^[0-9a-f]{64}$/);

    const found = await adapter.findOne<{ token: string }>({
      model: 'session',
      where: [{ field: 'token', value: 'tok-a' }],
    });
    expect(found?.token).toBe('tok-a');
    // The stored value is no token: looking it up finds nothing.
    expect(
      await adapter.findOne({ model: 'session', where: [{ field: 'token', value: hashSessionToken('tok-a') }] }),
    ).toBeNull();

    const updated = await adapter.update<{ token: string }>({
      model: 'session',
      where: [{ field: 'token', value: 'tok-a' }],
      update: { updatedAt: new Date() },
    });
    expect(updated?.token).toBe('tok-a');
  });

  it('hashes `in` lists and deletes by token; rows listed by user carry the hash', async () => {
    const { db, adapter, session } = setup();
    for (const token of ['t1', 't2', 't3']) await adapter.create({ model: 'session', data: session(token) });
    const many = await adapter.findMany<{ token: string }>({
      model: 'session',
      where: [{ field: 'token', value: ['t1', 't2'], operator: 'in' }],
    });
    expect(many.map((row) => row.token).sort()).toEqual(['t1', 't2']);
    const listed = await adapter.findMany<{ token: string }>({
      model: 'session',
      where: [{ field: 'userId', value: 'u1' }],
    });
    expect(listed.map((row) => row.token).sort()).toEqual(['t1', 't2', 't3'].map(hashSessionToken).sort());

    await adapter.delete({ model: 'session', where: [{ field: 'token', value: 't1' }] });
    await adapter.deleteMany({ model: 'session', where: [{ field: 'token', value: ['t2'], operator: 'in' }] });
    expect(db.session!.map((row) => row.token)).toEqual([hashSessionToken('t3')]);
  });

  it('within one request scope, deletes a hash it listed; outside, or not listed, a hash is hashed again', async () => {
    const { db, adapter, session } = setup();
    for (const token of ['mine', 'other']) await adapter.create({ model: 'session', data: session(token) });
    const otherHash = hashSessionToken('other');

    // Outside a scope: the stored hash is hashed again and matches nothing.
    await adapter.delete({ model: 'session', where: [{ field: 'token', value: otherHash }] });
    // In a scope that did not list it: likewise.
    await withSessionTokenScope(() =>
      adapter.delete({ model: 'session', where: [{ field: 'token', value: otherHash }] }),
    );
    expect(db.session).toHaveLength(2);

    // revoke-other-sessions: the caller's session by token, then the list, then each other listed row by its token.
    await withSessionTokenScope(async () => {
      await adapter.findOne({ model: 'session', where: [{ field: 'token', value: 'mine' }] });
      const listed = await adapter.findMany<{ token: string }>({
        model: 'session',
        where: [{ field: 'userId', value: 'u1' }],
      });
      expect(listed.map((row) => row.token).sort()).toEqual(['mine', otherHash].sort());
      for (const row of listed.filter((r) => r.token !== 'mine')) {
        await adapter.delete({ model: 'session', where: [{ field: 'token', value: row.token }] });
      }
    });
    expect(db.session!.map((row) => row.token)).toEqual([hashSessionToken('mine')]);
  });
});
