import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDefinition } from '../src/jobs/define-job.ts';
import { allJobs } from '../src/jobs/index.ts';
import { createMailService, openMailBody } from '../src/features/mail/mail.service.ts';
import { mailOutbox } from '../src/features/mail/mail.tables.ts';
import { createReviewReminders } from '../src/features/questionnaire/questionnaire.reminders.ts';
import { questionnaireDrafts, questionnaireSubmissions } from '../src/features/questionnaire/questionnaire.tables.ts';
import { createFixedClock } from '../src/lib/clock.ts';
import { createSilentLogger } from '../src/lib/logger.ts';
import { createCompany, signUp, type TestCompany, type TestSession } from './helpers/accounts-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import {
  MEDICATION_MARKER,
  completeAnswers,
  encodingsOf,
  questionnaireCalls,
  type TQuestionnaireCalls,
} from './helpers/questionnaire-kit.ts';

/**
 * The questionnaire's jobs (issue 12): the yearly review reminder (one e-mail per latest completion, a year after it,
 * in the person's language, with no health data; once however often the job runs; a mail that cannot be sent is
 * tried again) and the retention (versions and drafts older than the health data's 2 years deleted, newer kept).
 */

const clock = createFixedClock(new Date('2026-05-04T08:00:00Z'));
let t: TestApp;
let origin: string;
let company: TestCompany;
let q: TQuestionnaireCalls;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' }, clock });
  origin = t.config.publicUrl;
  company = await createCompany(t.database, { name: 'Review AG', departments: ['Ops'] });
  q = questionnaireCalls(t.app);
});
afterAll(() => t.cleanup());

const contextAt = (iso: string) => ({
  database: t.database,
  logger: createSilentLogger(),
  now: () => new Date(iso),
});
/** The mails to `session` in the outbox, bodies decrypted (they are stored encrypted while pending). */
const mailsTo = async (session: TestSession) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, session.email))).map((row) => ({
    ...row,
    textBody: openMailBody(t.encryptionKey, row.id, 'text', row.textBody),
    htmlBody: openMailBody(t.encryptionKey, row.id, 'html', row.htmlBody),
  }));
const submissionsOf = (sessions: TestSession[]) =>
  t.database.db
    .select()
    .from(questionnaireSubmissions)
    .where(
      inArray(
        questionnaireSubmissions.userId,
        sessions.map((s) => s.userId),
      ),
    );

describe('the yearly review reminder', () => {
  const job = () => t.app.featureJobs.find((j) => j.id === 'questionnaire.review.remind') as JobDefinition<object>;

  it('mails once, a year after the latest completion, in the person’s language, without health data', async () => {
    clock.set(new Date('2026-05-04T08:00:00Z'));
    const german = await signUp(t.app, origin, company, { language: 'de' });
    const reviewed = await signUp(t.app, origin, company);
    const recent = await signUp(t.app, origin, company);
    await q.submit(german, completeAnswers());
    await q.submit(reviewed, completeAnswers());
    clock.set(new Date('2027-03-01T08:00:00Z'));
    await q.submit(reviewed, completeAnswers()); // a newer version: reviewed within the year
    await q.submit(recent, completeAnswers());

    await job().handler({}, contextAt('2027-05-04T07:59:00Z'));
    expect(await mailsTo(german)).toHaveLength(0);

    const due = contextAt('2027-05-04T08:00:00Z');
    await Promise.all([job().handler({}, due), job().handler({}, due)]);
    await job().handler({}, contextAt('2027-05-05T08:00:00Z'));
    const mails = await mailsTo(german);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.language).toBe('de');
    expect(mail!.companyId).toBe(company.id);
    expect(mail!.subject).toBe('Zeit, Ihren Gesundheitsfragebogen zu überprüfen');
    expect(mail!.textBody).toContain('http://wellness.test/anamnesebogen');
    expect(mail!.htmlBody).toContain('href="http://wellness.test/anamnesebogen"');
    for (const form of [...encodingsOf(MEDICATION_MARKER), 'Walks by the lake', '2026-05-04', '168', '64.5']) {
      expect(`${mail!.subject}${mail!.textBody}${mail!.htmlBody}`).not.toContain(form);
    }
    expect(await mailsTo(reviewed)).toHaveLength(0);
    expect(await mailsTo(recent)).toHaveLength(0);
    const rows = await submissionsOf([german]);
    expect(rows[0]!.reviewRemindedAt).toEqual(new Date('2027-05-04T08:00:00Z'));
    // The dashboard card says the review is due from the same day on.
    clock.set(new Date('2027-05-03T23:59:00Z'));
    expect((await q.profile(german)).body).toMatchObject({ reviewDueOn: '2027-05-04', reviewDue: false });
    clock.set(new Date('2027-05-04T00:00:00Z'));
    expect((await q.profile(german)).body).toMatchObject({ reviewDueOn: '2027-05-04', reviewDue: true });

    // The one reviewed in March is due next March; then it is mailed once too.
    await job().handler({}, contextAt('2028-03-01T09:00:00Z'));
    await job().handler({}, contextAt('2028-03-02T09:00:00Z'));
    expect(await mailsTo(reviewed)).toHaveLength(1);
    expect(await mailsTo(recent)).toHaveLength(1);
    expect(await mailsTo(german)).toHaveLength(1);
  });

  it('gives the reminder back when the mail cannot be sent, so the next run sends it', async () => {
    clock.set(new Date('2026-06-01T08:00:00Z'));
    const person = await signUp(t.app, origin, company);
    await q.submit(person, completeAnswers());
    const failing = createReviewReminders({
      database: t.database,
      logger: createSilentLogger(),
      // Nothing listens on port 9 of the loopback address: the SMTP delivery fails.
      mail: createMailService({
        config: { ...t.config, smtpUrl: 'smtp://127.0.0.1:9' },
        database: t.database,
        logger: createSilentLogger(),
        encryptionKey: t.encryptionKey,
      }),
      publicUrl: origin,
      recipients: { contactOf: async () => ({ email: person.email, language: 'en' }) },
    });
    await expect(failing.sendDue(new Date('2027-06-01T09:00:00Z'))).rejects.toThrow('could not be sent');
    expect((await submissionsOf([person]))[0]!.reviewRemindedAt).toBeNull();
    expect((await mailsTo(person)).map((m) => m.status)).toEqual(['failed']);

    await job().handler({}, contextAt('2027-06-01T10:00:00Z'));
    expect((await mailsTo(person)).map((m) => m.status).sort()).toEqual(['failed', 'pending']);
    expect((await submissionsOf([person]))[0]!.reviewRemindedAt).not.toBeNull();
  });
});

describe('the retention', () => {
  const job = allJobs.find((j) => j.id === 'questionnaire.answers.prune') as JobDefinition<object>;

  it('deletes versions completed and drafts saved more than two years ago, and keeps the newer ones', async () => {
    clock.set(new Date('2026-01-10T08:00:00Z'));
    const person = await signUp(t.app, origin, company);
    const idle = await signUp(t.app, origin, company);
    const old = (await q.submit(person, completeAnswers())).body.submission.id;
    await q.saveDraft(idle, { step: 'body', answers: completeAnswers() });
    clock.set(new Date('2027-01-10T08:00:00Z'));
    const newer = (await q.submit(person, completeAnswers())).body.submission.id;
    await q.saveDraft(person, { step: 'body', answers: completeAnswers() });

    await job.handler({}, contextAt('2028-01-10T07:59:00Z'));
    expect((await submissionsOf([person])).map((row) => row.id).sort()).toEqual([old, newer].sort());

    await job.handler({}, contextAt('2028-01-10T08:01:00Z'));
    await job.handler({}, contextAt('2028-01-10T08:02:00Z'));
    expect((await submissionsOf([person])).map((row) => row.id)).toEqual([newer]);
    const drafts = await t.database.db
      .select({ userId: questionnaireDrafts.userId })
      .from(questionnaireDrafts)
      .where(inArray(questionnaireDrafts.userId, [person.userId, idle.userId]));
    expect(drafts).toEqual([{ userId: person.userId }]);
    expect((await q.list(person)).body.submissions.map((s: { id: string }) => s.id)).toEqual([newer]);
  });
});
