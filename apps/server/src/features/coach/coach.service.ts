import {
  COACH_TIPS_PER_DAY,
  addDays,
  type TCoachConversation,
  type TCoachConversationSummary,
  type TCoachFacts,
  type TCoachMessage,
  type TCoachState,
  type TCoachTip,
  type TCoachTipFact,
  type TFocusArea,
  type TGoals,
} from '@openwell/contracts';
import { coachFacts, renderTip, suggestedQuestions, tipCandidates, type TTipCandidate } from '@openwell/coach';
import type { TDay } from '@openwell/gamification';
import type { TLanguage } from '@openwell/i18n';
import { translator } from '@openwell/i18n/translate.ts';
import type { TAiSettings } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { personToday, type TPersonTimeZones } from '../../lib/civil-dates.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { OpenAiCompatibleClient } from '../../integrations/openai-compatible/openai-compatible-client.ts';
import { createCoachChat } from './coach.chat.ts';
import type { CoachEngine } from './coach.engines.ts';
import type { TCoachPrompt } from './coach.prompt.ts';
import {
  acknowledgeNotice,
  deleteAllConversations,
  deleteConversation,
  findConversation,
  insertTip,
  listConversations,
  messagesOf,
  noticeAcknowledgedAt,
  replaceTips,
  tipsOfDay,
} from './coach.repo.ts';
import { openText, sealText } from './coach.sealing.ts';
import type { CoachConversation, CoachMessage } from './coach.tables.ts';

/** The signed-in employee as the coach sees them: who, which company (time zone), which language to answer in. */
export type TCoachPerson = { userId: string; companyId: string; language: TLanguage };

/** The ports the coach reads through (features/services.ts): never another feature's tables. */
export type CoachPorts = {
  /** Whether the AI tips consent is given now (accounts). */
  consent: { aiConsentGiven(userId: string): Promise<boolean> };
  /** The tracker's daily values (wearables, as gamification's HealthDaysPort). */
  health: { dailyValues(userId: string, range: { from: string; to: string }): Promise<{ days: TDay[] }> };
  /** Goals and streak (gamification's summary). */
  gamification: {
    summary(owner: { userId: string; companyId: string }): Promise<{
      goals: { current: TGoals };
      streak: { days: number; best: number };
    }>;
  };
  /** The questionnaire's focus areas (already gated by the AI consent; null without a questionnaire). */
  questionnaire: { focusAreasForCoach(userId: string): Promise<TFocusArea[] | null> };
  /** Whether the person's data is the demo provider's (wearables). */
  wearables: { usesDemoData(userId: string): Promise<boolean> };
  /** The person's days (their time zone, ADR 022): the tip's day. */
  timeZones: TPersonTimeZones;
};

export type CoachServiceDeps = CoachPorts & {
  database: Database;
  logger: Logger;
  clock: Clock;
  encryptionKey: Buffer;
  /** The OpenAI-compatible model server; null: the built-in engine only. */
  ai: TAiSettings | null;
  /** Builds the model's client (once, on first use); tests inject one pointing at the fake. */
  modelClient: (settings: TAiSettings) => OpenAiCompatibleClient;
  /** The system prompt with this installation start's canary (default: a new one). */
  prompt?: TCoachPrompt;
  /** Replaces the engines (tests of the stream's handling); default: built-in and, with `ai`, external. */
  engines?: { builtin?: CoachEngine; external?: CoachEngine };
};

/** Daily values the facts need: through today, back to the steps baseline (its week ends yesterday, 7 + 28 days before). */
export const FACT_DAYS = 36;

/**
 * A stored tip: the candidate (template, fact, figures), whether the data was demo data, and whether the facts had
 * tracker figures when it was picked (`fromData`; tips stored before the field was written were: absent means true).
 */
type TStoredTip = TTipCandidate & { demoData: boolean; fromData?: boolean };

/** One of the day's tips; `stored`: false for the no-data tip, which is never kept. */
type TDayTip = { sequence: number; tip: TStoredTip; stored: boolean; sealed?: string };

/** The general tip for a person without tracker figures (tipCandidates offers it only then). */
const isNoDataTip = (tip: TTipCandidate) => tip.fact === 'no_data';

/**
 * The AI coach (issue 13, ADR 021): the facts an engine may know, the daily tip, the chat's state and conversations;
 * sending a message is coach.chat.ts. Every method is the person's own. Tip, facts, state and messages need the AI
 * tips consent, checked on every call; reading and deleting conversations do not. Text is opened (decrypted) only to
 * be returned to its owner or given to the engine answering them. Nothing of it is logged.
 */
export function createCoachService(deps: CoachServiceDeps) {
  const { db } = deps.database;
  const { clock, encryptionKey: key } = deps;
  const log = deps.logger.child({ feature: 'coach' });

  const todayOf = async (userId: string) => personToday(clock.now(), await deps.timeZones.timeZoneOfPerson(userId));
  const contextOf = (language: TLanguage) => ({ language, translate: translator('coachEngine', language) });

  async function requireConsent(userId: string): Promise<void> {
    if (!(await deps.consent.aiConsentGiven(userId))) throw new AppError('AI_CONSENT_REQUIRED');
  }

  /** The facts of the person now (no consent check: callers check first). */
  async function factsOf(person: Pick<TCoachPerson, 'userId' | 'companyId'>): Promise<TCoachFacts> {
    const today = await todayOf(person.userId);
    const [{ days }, summary, focusAreas, demoData] = await Promise.all([
      deps.health.dailyValues(person.userId, { from: addDays(today, -(FACT_DAYS - 1)), to: today }),
      deps.gamification.summary(person),
      deps.questionnaire.focusAreasForCoach(person.userId),
      deps.wearables.usesDemoData(person.userId),
    ]);
    return coachFacts({
      today,
      days,
      goals: summary.goals.current,
      streak: { days: summary.streak.days, best: summary.streak.best },
      focusAreas: focusAreas ? focusAreas.map((area) => area.domain) : null,
      demoData,
    });
  }

  const toTip = (person: TCoachPerson, day: string, sequence: number, stored: TStoredTip): TCoachTip => {
    const { text, why } = renderTip(stored, contextOf(person.language));
    return {
      date: day,
      sequence,
      tipId: stored.tipId,
      fact: stored.fact as TCoachTipFact,
      text,
      why,
      // Without figures there is no other tip to give: the next one comes with the tracker's data.
      anotherAvailable: sequence < COACH_TIPS_PER_DAY && !isNoDataTip(stored),
      demoData: stored.demoData,
    };
  };

  /** The day's stored tips, opened, in sequence. */
  async function storedTips(userId: string, day: string): Promise<TDayTip[]> {
    const rows = await tipsOfDay(db, userId, day);
    return rows.map((row) => ({
      sequence: row.sequence,
      tip: JSON.parse(openText(key, userId, row.tip)) as TStoredTip,
      stored: true,
      sealed: row.tip,
    }));
  }

  const tipRow = (person: TCoachPerson, day: string, sequence: number, tip: TStoredTip) => ({
    userId: person.userId,
    companyId: person.companyId,
    day,
    sequence,
    tip: sealText(key, person.userId, JSON.stringify(tip)),
    createdAt: clock.now(),
  });

  /** Stores `sequence` of the day (unless another request stored it first) and returns the day's tips. */
  async function storeTip(person: TCoachPerson, day: string, sequence: number, tip: TStoredTip) {
    await insertTip(db, tipRow(person, day, sequence, tip));
    return storedTips(person.userId, day);
  }

  /**
   * The day's tips. The first is picked from the facts and stored when there is none yet, and shown all day, with
   * two exceptions, so that the tip follows the tracker's first data on the same day (issue 24): the no-data tip
   * ("connect and sync your tracker") is never stored, so every request looks again; and tips picked while the facts
   * had no tracker figures (focus areas, the streak) give way, all of them, to the first tip from the figures once
   * they are there.
   */
  async function dayTips(person: TCoachPerson, day: string): Promise<TDayTip[]> {
    const tips = await storedTips(person.userId, day);
    if (tips.some((tip) => tip.tip.fromData !== false)) return tips;
    const facts = await factsOf(person);
    const candidates = tipCandidates(facts);
    const fromData = !candidates.some(isNoDataTip);
    // Still no figures: the tips picked without them stand.
    if (tips.length > 0 && !fromData) return tips;
    const [first] = candidates;
    if (!first) throw new Error('tipCandidates returned no tip');
    const tip: TStoredTip = { ...first, demoData: facts.demoData, fromData };
    if (isNoDataTip(first)) return [{ sequence: 1, tip, stored: false }];
    if (tips.length === 0) return storeTip(person, day, 1, tip);
    // The figures arrived: the day starts again from them (another request doing the same stores the same tip).
    await replaceTips(db, {
      userId: person.userId,
      day,
      replaced: tips.map((stale) => stale.sealed!),
      row: tipRow(person, day, 1, tip),
    });
    return storedTips(person.userId, day);
  }

  const toSummary = (row: CoachConversation): TCoachConversationSummary => ({
    id: row.id,
    title: openText(key, row.userId, row.title),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    messageCount: row.messageCount,
  });
  const toMessage = (row: CoachMessage): TCoachMessage => ({
    id: row.id,
    role: row.role,
    text: openText(key, row.userId, row.content),
    createdAt: row.createdAt.toISOString(),
    engine: row.engine,
    kind: row.kind,
    fallbackReason: row.fallbackReason,
    stopped: row.stopped,
    truncated: row.truncated,
  });

  const chat = createCoachChat({ ...deps, log, requireConsent, factsOf });

  return {
    /** What the coach knows about the person: exactly what an engine receives. */
    async facts(person: TCoachPerson): Promise<TCoachFacts> {
      await requireConsent(person.userId);
      return factsOf(person);
    },

    async state(person: TCoachPerson): Promise<TCoachState> {
      await requireConsent(person.userId);
      const [acknowledgedAt, facts] = await Promise.all([noticeAcknowledgedAt(db, person.userId), factsOf(person)]);
      return {
        engine: deps.ai ? 'external' : 'builtin',
        model: deps.ai?.model ?? null,
        noticeAcknowledgedAt: acknowledgedAt?.toISOString() ?? null,
        suggestions: suggestedQuestions({ ...contextOf(person.language), facts }).slice(0, 6),
      };
    },

    async acknowledgeNotice(person: TCoachPerson): Promise<TCoachState> {
      await requireConsent(person.userId);
      await acknowledgeNotice(db, person, clock.now());
      return this.state(person);
    },

    /** Today's tip: the first call of the day picks and stores it (dayTips); later calls return the latest shown. */
    async tip(person: TCoachPerson): Promise<TCoachTip> {
      await requireConsent(person.userId);
      const day = await todayOf(person.userId);
      const tips = await dayTips(person, day);
      const latest = tips.at(-1)!;
      return toTip(person, day, latest.sequence, latest.tip);
    },

    /**
     * Another tip for today: the next candidate not shown today (from the start again when all were), at most
     * COACH_TIPS_PER_DAY a day (429 COACH_TIP_LIMIT_REACHED). Two requests at once store one.
     */
    async nextTip(person: TCoachPerson): Promise<TCoachTip> {
      await requireConsent(person.userId);
      const day = await todayOf(person.userId);
      const tips = await dayTips(person, day);
      const stored = tips.filter((tip) => tip.stored);
      if (stored.length >= COACH_TIPS_PER_DAY) throw new AppError('COACH_TIP_LIMIT_REACHED');
      const facts = await factsOf(person);
      const candidates = tipCandidates(facts);
      const shown = new Set(stored.map((tip) => tip.tip.tipId));
      const next =
        candidates.find((candidate) => !shown.has(candidate.tipId)) ?? candidates[stored.length % candidates.length]!;
      const sequence = stored.length + 1;
      const tip: TStoredTip = { ...next, demoData: facts.demoData, fromData: !candidates.some(isNoDataTip) };
      // The no-data tip is never stored (dayTips): it counts against nothing and comes again until there is data.
      if (isNoDataTip(next)) return toTip(person, day, sequence, tip);
      const after = await storeTip(person, day, sequence, tip);
      const row = after.find((entry) => entry.sequence === sequence)!;
      return toTip(person, day, row.sequence, row.tip);
    },

    async conversations(person: Pick<TCoachPerson, 'userId'>) {
      return { conversations: (await listConversations(db, person.userId)).map(toSummary) };
    },

    /** One of the person's conversations; NOT_FOUND for an unknown id and for another person's (ids cannot be probed). */
    async conversation(person: Pick<TCoachPerson, 'userId'>, conversationId: string): Promise<TCoachConversation> {
      const row = await findConversation(db, person.userId, conversationId);
      if (!row) throw new AppError('NOT_FOUND');
      const messages = await messagesOf(db, row.id);
      return { ...toSummary(row), messages: messages.map(toMessage) };
    },

    async deleteConversation(person: Pick<TCoachPerson, 'userId'>, conversationId: string): Promise<void> {
      if (!(await deleteConversation(db, person.userId, conversationId))) throw new AppError('NOT_FOUND');
      log.info({ userId: person.userId }, 'coach conversation deleted by the person');
    },

    async deleteConversations(person: Pick<TCoachPerson, 'userId'>): Promise<void> {
      const conversations = await deleteAllConversations(db, person.userId);
      log.info({ userId: person.userId, conversations }, 'coach conversations deleted by the person');
    },

    /** Sends a message (coach.chat.ts): checks first (JSON errors), then the reply's events. */
    sendMessage: chat.sendMessage,
  };
}

export type CoachService = ReturnType<typeof createCoachService>;
