import {
  QUESTIONNAIRE_REVIEW_MONTHS,
  QUESTIONNAIRE_VERSION,
  bmiBand,
  bmiOf,
  normalizeAnswers,
  addDays,
  addMonths,
  type TFocusArea,
  type TGender,
  type THealthProfileResult,
  type THealthProfileStatus,
  type TQuestionnaireAnswers,
  type TQuestionnaireDraft,
  type TQuestionnaireSectionId,
  type TQuestionnaireState,
  type TQuestionnaireSubmission,
  type TQuestionnaireSubmissionSummary,
  type TSaveQuestionnaireDraftRequest,
  type TSubmitQuestionnaireRequest,
  type TSubmitQuestionnaireResponse,
} from '@openwell/contracts';
import { healthProfile, type TDay } from '@openwell/gamification';
import type { AppExecutor, Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { personToday, type TPersonTimeZones } from '../../lib/civil-dates.ts';
import { openAnswers, sealAnswers } from './answers-sealing.ts';
import {
  deleteAllOf,
  deleteDraft,
  findDraft,
  findSubmission,
  insertSubmission,
  latestSubmission,
  listSubmissions,
  upsertDraft,
} from './questionnaire.repo.ts';
import type { QuestionnaireDraft, QuestionnaireSubmission } from './questionnaire.tables.ts';

/** The signed-in employee with what the questionnaire needs of the profile (age shown, gender for the skip rule). */
export type TQuestionnairePerson = { userId: string; companyId: string; age: number | null; gender: TGender | null };

/** The tracker's daily values (the wearables service, the port gamification reads too): the profile's last 14 days. */
export interface QuestionnaireHealthDays {
  dailyValues(userId: string, range: { from: string; to: string }, executor?: AppExecutor): Promise<{ days: TDay[] }>;
}

/** Crediting the completion's points (the gamification service: once per yearly cycle, under the person's lock). */
export interface QuestionnairePoints {
  awardOneOff(
    owner: { userId: string; companyId: string },
    reason: 'questionnaire_completed',
  ): Promise<{ credited: number }>;
}

/** What the questionnaire reads of a person outside the session (the accounts service): for the AI coach. */
export interface QuestionnairePeople {
  profileOf(userId: string): Promise<{ companyId: string; age: number; gender: TGender } | null>;
  /** Whether the person's AI tips consent is given now. */
  aiConsentGiven(userId: string): Promise<boolean>;
}

export type QuestionnaireServiceDeps = {
  database: Database;
  logger: Logger;
  clock: Clock;
  encryptionKey: Buffer;
  /** The person's days (their time zone, ADR 022): the completion's day, the review date. */
  timeZones: TPersonTimeZones;
  healthDays: QuestionnaireHealthDays;
  points: QuestionnairePoints;
  people: QuestionnairePeople;
};

/** The tracker days the profile reads: the 14 civil days up to today. */
export const PROFILE_DAYS = 14;

const outdated = () => new AppError('QUESTIONNAIRE_VERSION_OUTDATED', { version: QUESTIONNAIRE_VERSION });

/**
 * For the health score (gamification's BodyMeasuresPort): the height and weight of the person's latest version, or
 * null. Only figures, never other answers, leave the feature. The service's `latestBodyMeasures`; a function of its
 * own so that gamification is built before the questionnaire service, which credits its points there
 * (features/services.ts).
 */
export function createBodyMeasuresReader(deps: Pick<QuestionnaireServiceDeps, 'database' | 'encryptionKey'>) {
  return async function latestBodyMeasures(
    userId: string,
  ): Promise<{ heightCm: number | null; weightKg: number | null } | null> {
    const row = await latestSubmission(deps.database.db, userId);
    const body = row ? openAnswers(deps.encryptionKey, userId, row.answers).body : undefined;
    if (!body) return null;
    return { heightCm: body.heightCm ?? null, weightKg: body.weightKg ?? null };
  };
}

/**
 * The health questionnaire (issue 12, ADR 020): the one draft, the completed versions (all kept, newest first), the
 * health profile computed from the latest answers and the tracker's recent days, deleting everything, and what it
 * feeds (points once per yearly cycle, height and weight for the health score, focus areas for the AI coach with
 * the AI consent). Only the person reads their answers: every method is the person's own, and answers are opened
 * (decrypted) only to be returned to them or to compute their own profile. Answers are never logged.
 */
export function createQuestionnaireService(deps: QuestionnaireServiceDeps) {
  const { db } = deps.database;
  const { clock, encryptionKey: key } = deps;
  const log = deps.logger.child({ feature: 'questionnaire' });

  const todayOf = async (userId: string) => personToday(clock.now(), await deps.timeZones.timeZoneOfPerson(userId));

  const toDraft = (row: QuestionnaireDraft): TQuestionnaireDraft => ({
    version: row.version,
    step: row.step as TQuestionnaireSectionId,
    answers: openAnswers(key, row.userId, row.answers),
    updatedAt: row.updatedAt.toISOString(),
  });
  const toSummary = (
    row: Pick<QuestionnaireSubmission, 'id' | 'version' | 'completedAt' | 'completedOn'>,
  ): TQuestionnaireSubmissionSummary => ({
    id: row.id,
    version: row.version,
    completedAt: row.completedAt.toISOString(),
    completedOn: row.completedOn,
  });
  const toSubmission = (row: QuestionnaireSubmission): TQuestionnaireSubmission => ({
    ...toSummary(row),
    answers: openAnswers(key, row.userId, row.answers),
  });

  /** The profile from these answers and the tracker's 14 days up to `today`. */
  async function profileOf(
    person: Pick<TQuestionnairePerson, 'userId' | 'age' | 'gender'>,
    answers: TQuestionnaireAnswers,
    today: string,
  ): Promise<THealthProfileResult> {
    const range = { from: addDays(today, -(PROFILE_DAYS - 1)), to: today };
    const { days } = await deps.healthDays.dailyValues(person.userId, range);
    return healthProfile({ answers, age: person.age, gender: person.gender, days, today });
  }

  /** The latest version's answers, or null. */
  async function latestAnswers(
    userId: string,
  ): Promise<{ row: QuestionnaireSubmission; answers: TQuestionnaireAnswers } | null> {
    const row = await latestSubmission(db, userId);
    return row ? { row, answers: openAnswers(key, userId, row.answers) } : null;
  }

  return {
    /** What the wizard and the direct variant load: the definition's version, age and gender, draft and latest. */
    async state(person: TQuestionnairePerson): Promise<TQuestionnaireState> {
      const [draft, latest] = await Promise.all([findDraft(db, person.userId), latestSubmission(db, person.userId)]);
      return {
        version: QUESTIONNAIRE_VERSION,
        age: person.age,
        gender: person.gender,
        draft: draft ? toDraft(draft) : null,
        latest: latest ? toSubmission(latest) : null,
      };
    },

    /** Saves a wizard step: the normalised answers so far (encrypted) and the step to resume at. */
    async saveDraft(person: TQuestionnairePerson, input: TSaveQuestionnaireDraftRequest): Promise<TQuestionnaireDraft> {
      if (input.version !== QUESTIONNAIRE_VERSION) throw outdated();
      const answers = normalizeAnswers(input.answers, person.gender);
      const row = await upsertDraft(db, {
        userId: person.userId,
        companyId: person.companyId,
        version: QUESTIONNAIRE_VERSION,
        step: input.step,
        answers: sealAnswers(key, person.userId, answers),
        now: clock.now(),
      });
      return { version: row.version, step: input.step, answers, updatedAt: row.updatedAt.toISOString() };
    },

    async discardDraft(person: Pick<TQuestionnairePerson, 'userId'>): Promise<void> {
      await deleteDraft(db, person.userId);
    },

    /**
     * Completes the questionnaire: a new version (encrypted answers; the day, the BMI band and the profile's ratings
     * in plain columns) and the draft removed, in one transaction; then the completion's points, credited once per
     * yearly cycle by gamification under the person's lock. A failure to credit is logged and answers 0: the version
     * is stored, and the next completion in the cycle credits the points.
     */
    async submit(
      person: TQuestionnairePerson,
      input: TSubmitQuestionnaireRequest,
    ): Promise<TSubmitQuestionnaireResponse> {
      if (input.version !== QUESTIONNAIRE_VERSION) throw outdated();
      const answers = normalizeAnswers(input.answers, person.gender);
      const today = await todayOf(person.userId);
      const profile = await profileOf(person, answers, today);
      const bmi = bmiOf(answers.body?.heightCm, answers.body?.weightKg);
      const ratings = Object.fromEntries(profile.domains.map((domain) => [domain.domain, domain.rating]));
      const row = await db.transaction(async (tx) => {
        const inserted = await insertSubmission(tx, {
          userId: person.userId,
          companyId: person.companyId,
          version: QUESTIONNAIRE_VERSION,
          answers: sealAnswers(key, person.userId, answers),
          completedAt: clock.now(),
          completedOn: today,
          bmiBand: bmi === null ? null : bmiBand(bmi),
          ratings,
        });
        await deleteDraft(tx, person.userId);
        return inserted;
      });
      let pointsAwarded = 0;
      try {
        ({ credited: pointsAwarded } = await deps.points.awardOneOff(person, 'questionnaire_completed'));
      } catch (error) {
        log.error({ err: error, userId: person.userId, submissionId: row.id }, 'questionnaire points not credited');
      }
      log.info({ userId: person.userId, submissionId: row.id, pointsAwarded }, 'questionnaire completed');
      return { submission: toSummary(row), profile, pointsAwarded };
    },

    async submissions(person: Pick<TQuestionnairePerson, 'userId'>) {
      return { submissions: (await listSubmissions(db, person.userId)).map(toSummary) };
    },

    /** One of the person's versions; NOT_FOUND for an unknown id and for another person's (ids cannot be probed). */
    async submission(person: Pick<TQuestionnairePerson, 'userId'>, submissionId: string) {
      const row = await findSubmission(db, person.userId, submissionId);
      if (!row) throw new AppError('NOT_FOUND');
      return toSubmission(row);
    },

    /** Deletes every version and the draft (the withdrawal of the questionnaire's consent). Points stay. */
    async deleteAll(person: Pick<TQuestionnairePerson, 'userId'>): Promise<void> {
      const { submissions } = await db.transaction((tx) => deleteAllOf(tx, person.userId));
      log.info({ userId: person.userId, submissions }, 'questionnaire answers deleted by the person');
    },

    /** The dashboard card: status, the latest completion, the review date, and the profile computed now. */
    async profileStatus(person: TQuestionnairePerson): Promise<THealthProfileStatus> {
      const [draft, latest] = await Promise.all([findDraft(db, person.userId), latestAnswers(person.userId)]);
      const draftStep = (draft?.step ?? null) as TQuestionnaireSectionId | null;
      if (!latest) {
        const status = draft ? 'in_progress' : 'not_started';
        return {
          status,
          completedAt: null,
          completedOn: null,
          draftStep,
          reviewDueOn: null,
          reviewDue: false,
          profile: null,
        };
      }
      const today = await todayOf(person.userId);
      const reviewDueOn = addMonths(latest.row.completedOn, QUESTIONNAIRE_REVIEW_MONTHS);
      return {
        status: 'completed',
        completedAt: latest.row.completedAt.toISOString(),
        completedOn: latest.row.completedOn,
        draftStep,
        reviewDueOn,
        reviewDue: today >= reviewDueOn,
        profile: await profileOf(person, latest.answers, today),
      };
    },

    /** For the health score (gamification's BodyMeasuresPort): see createBodyMeasuresReader. */
    latestBodyMeasures: createBodyMeasuresReader(deps),

    /**
     * For the AI coach (issue 13): the focus areas of the person's profile (latest answers, current tracker days),
     * only while the AI tips consent is given; null without it, without a questionnaire or without a profile.
     */
    async focusAreasForCoach(userId: string): Promise<TFocusArea[] | null> {
      if (!(await deps.people.aiConsentGiven(userId))) return null;
      const [profile, latest] = await Promise.all([deps.people.profileOf(userId), latestAnswers(userId)]);
      if (!profile || !latest) return null;
      const today = await todayOf(userId);
      return (await profileOf({ userId, age: profile.age, gender: profile.gender }, latest.answers, today)).focusAreas;
    },
  };
}

export type QuestionnaireService = ReturnType<typeof createQuestionnaireService>;
