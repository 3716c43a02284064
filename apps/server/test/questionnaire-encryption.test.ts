import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPgliteDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { openAnswers } from '../src/features/questionnaire/answers-sealing.ts';
import { questionnaireDrafts, questionnaireSubmissions } from '../src/features/questionnaire/questionnaire.tables.ts';
import { DecryptionError, decrypt, generateEncryptionKey } from '../src/lib/crypto.ts';
import { createCompany, signUp, type TestSession } from './helpers/accounts-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import {
  MEDICATION_MARKER,
  completeAnswers,
  encodingsOf,
  questionnaireCalls,
  type TQuestionnaireCalls,
} from './helpers/questionnaire-kit.ts';

/**
 * Answers at rest (issue 12, ADR 020): the `answers` columns of drafts and submissions hold no answer in any form;
 * they decrypt only with the installation's key and the person's own context; and the database files themselves
 * (file-backed PGlite) show none of them after the write.
 */

const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Every stored `answers` value of the person (drafts and submissions). */
async function storedAnswers(t: TestApp, session: TestSession): Promise<string[]> {
  const drafts = await t.database.db
    .select({ answers: questionnaireDrafts.answers })
    .from(questionnaireDrafts)
    .where(eq(questionnaireDrafts.userId, session.userId));
  const submissions = await t.database.db
    .select({ answers: questionnaireSubmissions.answers })
    .from(questionnaireSubmissions)
    .where(eq(questionnaireSubmissions.userId, session.userId));
  return [...drafts, ...submissions].map((row) => row.answers);
}

describe('the answers columns', () => {
  let t: TestApp;
  let q: TQuestionnaireCalls;
  let person: TestSession;
  let colleague: TestSession;

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' } });
    q = questionnaireCalls(t.app);
    const company = await createCompany(t.database);
    person = await signUp(t.app, t.config.publicUrl, company);
    colleague = await signUp(t.app, t.config.publicUrl, company);
    expect((await q.submit(person, completeAnswers())).status).toBe(201);
    expect((await q.saveDraft(person, { step: 'medications', answers: completeAnswers() })).status).toBe(200);
  });
  afterAll(() => t.cleanup());

  it('hold no answer in any form: only the sealed format', async () => {
    const values = await storedAnswers(t, person);
    expect(values).toHaveLength(2);
    const forms = [
      ...encodingsOf(MEDICATION_MARKER),
      ...encodingsOf('Walks by the lake'),
      ...encodingsOf('"severity"'),
    ];
    for (const value of values) {
      expect(value).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
      for (const form of forms) expect(value).not.toContain(form);
    }
    // The check can fail: it finds the marker in the answers' JSON, plain or encoded.
    const json = JSON.stringify(completeAnswers());
    for (const encoded of [
      json,
      ...(['base64', 'base64url', 'hex'] as const).map((e) => Buffer.from(json).toString(e)),
    ]) {
      expect(encodingsOf(MEDICATION_MARKER).some((form) => encoded.includes(form))).toBe(true);
    }
  });

  it("decrypt with the key and the person's context only", async () => {
    for (const value of await storedAnswers(t, person)) {
      expect(openAnswers(t.encryptionKey, person.userId, value).medications?.names).toContain(MEDICATION_MARKER);
      // Another person's context (the value copied to their row), another key, no context: refused.
      expect(() => openAnswers(t.encryptionKey, colleague.userId, value)).toThrow(DecryptionError);
      expect(() => openAnswers(generateEncryptionKey(), person.userId, value)).toThrow(DecryptionError);
      expect(() => decrypt(value, t.encryptionKey)).toThrow(DecryptionError);
    }
  });
});

describe.skipIf(usingPostgres)('the database files (file-backed PGlite)', () => {
  // On PostgreSQL the files belong to the server's data directory, out of the test's reach; the column checks above
  // hold on both databases.
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'openwell-questionnaire-files-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  /** Every file under `dir`, with its bytes. */
  async function filesOf(dir: string): Promise<Array<{ path: string; bytes: Buffer }>> {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true });
    const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
    return Promise.all(files.map(async (path) => ({ path, bytes: await readFile(path) })));
  }

  it('hold none of the answers after they were written (the search finds what is stored in plain text)', async () => {
    const template = inject('databaseTemplate');
    const dump = template.kind === 'pglite' ? new Blob([await readFile(template.dumpFile)]) : undefined;
    const pglite = await PGlite.create(dataDir, dump ? { loadDataDir: dump } : {});
    const database = createPgliteDatabase(pglite);
    await migrateDatabase(database);
    const t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' }, database });
    let email: string;
    try {
      const q = questionnaireCalls(t.app);
      const company = await createCompany(t.database);
      const person = await signUp(t.app, t.config.publicUrl, company);
      email = person.email;
      expect((await q.saveDraft(person, { step: 'motivation', answers: completeAnswers() })).status).toBe(200);
      expect((await q.submit(person, completeAnswers())).status).toBe(201);
      // A checkpoint writes the tables' pages from the write-ahead log (both are searched).
      await pglite.exec('checkpoint');
    } finally {
      await t.cleanup();
      await database.close();
    }

    const files = await filesOf(dataDir);
    expect(files.length).toBeGreaterThan(10);
    const found = (text: string) => files.filter(({ bytes }) => bytes.includes(Buffer.from(text))).map((f) => f.path);
    // The search works: the account's e-mail address is stored in plain text, so it is found.
    expect(found(email!).length).toBeGreaterThan(0);
    for (const form of [...encodingsOf(MEDICATION_MARKER), ...encodingsOf('Walks by the lake')]) {
      expect(found(form), form).toEqual([]);
    }
  });
});
