import {
  COACH_MAX_CONVERSATIONS,
  COACH_MAX_MESSAGES_PER_CONVERSATION,
  COACH_REPLY_MAX_TOKENS,
  type TCoachEngine,
  type TCoachFacts,
  type TCoachFallbackReason,
  type TCoachReplyKind,
  type TCoachStreamEvent,
  type TSendCoachMessageRequest,
} from '@openwell/contracts';
import { declineReply, detectOutOfScope, detectRedFlag, safetyReply, type TRedFlagCategory } from '@openwell/coach';
import type { TLanguage } from '@openwell/i18n';
import { translator } from '@openwell/i18n/translate.ts';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  ModelStreamInterruptedError,
  ModelUnavailableError,
  type OpenAiCompatibleClient,
} from '../../integrations/openai-compatible/openai-compatible-client.ts';
import {
  builtinEngine,
  createExternalEngine,
  streamText,
  type CoachEngine,
  type TCoachTurn,
  type TCoachUsage,
} from './coach.engines.ts';
import { createCoachPrompt } from './coach.prompt.ts';
import {
  deleteConversationsBeyond,
  findConversation,
  insertConversation,
  insertMessage,
  messagesOf,
  reserveMessages,
  reserveTokens,
  settleTokens,
} from './coach.repo.ts';
import { openText, sealText } from './coach.sealing.ts';
import type { CoachServiceDeps, TCoachPerson } from './coach.service.ts';

/** A conversation's title: the first message, shortened to this many characters. */
export const COACH_TITLE_LENGTH = 60;

export function titleOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= COACH_TITLE_LENGTH ? flat : `${flat.slice(0, COACH_TITLE_LENGTH - 1).trimEnd()}…`;
}

/** A rough upper bound of a request's tokens (about 4 characters a token) plus the reply's cap: what is reserved. */
export function estimateTokens(texts: readonly string[]): number {
  const characters = texts.reduce((sum, text) => sum + text.length, 0);
  return Math.ceil(characters / 3) + 600 + COACH_REPLY_MAX_TOKENS;
}

const isAbort = (error: unknown, signal: AbortSignal) =>
  signal.aborted || (error instanceof Error && error.name === 'AbortError');

/**
 * `promise`, or a ModelUnavailableError('timeout') after `ms` (then `onTimeout` runs: it stops the model). The whole
 * wait for the model's first piece of text, retries included, is one deadline: AI_TIMEOUT_SECONDS (ADR 021).
 */
async function withDeadline<T>(promise: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new ModelUnavailableError('timeout'));
    }, ms);
  });
  promise.catch(() => undefined); // settled after the deadline: nobody waits for it any more
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

type TChatDeps = CoachServiceDeps & {
  log: Logger;
  requireConsent(userId: string): Promise<void>;
  factsOf(person: TCoachPerson): Promise<TCoachFacts>;
};

/** The reply after the checks: its events, in order (start, delta..., done | error), to be written as they come. */
export type TCoachReplyStream = { events(signal: AbortSignal): AsyncGenerator<TCoachStreamEvent> };

/**
 * Sending a message (ADR 021, ADR 023). The red-flag check comes first, before every limit: a message it recognises
 * is never rate limited (coach.routes.ts), a full conversation does not refuse it (the crisis reply opens a new one),
 * the token budget is never asked, and no engine sees it. The checks answer ordinary errors before anything streams:
 * the AI consent first (403), then the conversation (the person's own, else 404; room for two more messages, else
 * 409). The person's message is stored before the reply; then, in order: a red flag answers the fixed safety message,
 * a diagnosis or medication question the fixed decline (neither calls an engine); else the configured engine. The
 * external model is used when configured and the installation's daily budget has room (reserved before the call,
 * settled with its usage); when its first piece of text does not come within AI_TIMEOUT_SECONDS in total (retries
 * included) the built-in engine answers, labelled as fallback. The reply is stored when it ends, also when the person
 * stopped it (the text so far, `stopped`).
 */
export function createCoachChat(deps: TChatDeps) {
  const { db } = deps.database;
  const { clock, encryptionKey: key, log } = deps;
  const prompt = deps.prompt ?? createCoachPrompt();
  const builtin = deps.engines?.builtin ?? builtinEngine;
  let client: OpenAiCompatibleClient | null = null;
  let external: CoachEngine | null = deps.engines?.external ?? null;
  const externalEngine = (): CoachEngine | null => {
    if (!deps.ai) return null;
    if (!external) {
      client ??= deps.modelClient(deps.ai);
      external = createExternalEngine({
        client,
        prompt,
        onCanary: () => log.warn('coach reply stopped: the model repeated its instructions'),
      });
    }
    return external;
  };
  const usageDay = () => clock.now().toISOString().slice(0, 10);

  /**
   * The conversation to write to, with room for the message and its reply; a new one when `conversationId` is null.
   * A full conversation answers 409, except to an emergency: its crisis reply goes to a new conversation (the stream's
   * start names it, and the app follows), so no limit ever stands between a red flag and its answer.
   */
  async function conversationFor(person: TCoachPerson, input: TSendCoachMessageRequest, emergency: boolean) {
    const now = clock.now();
    if (input.conversationId) {
      const found = await findConversation(db, person.userId, input.conversationId);
      if (!found) throw new AppError('NOT_FOUND');
      const slots = { userId: person.userId, conversationId: found.id, slots: 2, now };
      if (await reserveMessages(db, { ...slots, max: COACH_MAX_MESSAGES_PER_CONVERSATION })) return found;
      if (!emergency) throw new AppError('COACH_CONVERSATION_FULL');
    }
    const created = await insertConversation(db, {
      userId: person.userId,
      companyId: person.companyId,
      title: sealText(key, person.userId, titleOf(input.text)),
      now,
    });
    await reserveMessages(db, {
      userId: person.userId,
      conversationId: created.id,
      slots: 2,
      now,
      max: COACH_MAX_MESSAGES_PER_CONVERSATION,
    });
    const dropped = await deleteConversationsBeyond(db, person.userId, COACH_MAX_CONVERSATIONS, created.id);
    if (dropped > 0) log.info({ userId: person.userId, dropped }, 'oldest coach conversations deleted (limit)');
    return created;
  }

  async function sendMessage(person: TCoachPerson, input: TSendCoachMessageRequest): Promise<TCoachReplyStream> {
    await deps.requireConsent(person.userId);
    // The safety check first (ADR 023): before every limit, and it decides what may reach an engine.
    const redFlag = detectRedFlag(input.text);
    const conversation = await conversationFor(person, input, redFlag !== null);
    const earlier = await messagesOf(db, conversation.id);
    const history: TCoachTurn[] = earlier.map((row) => ({
      role: row.role,
      text: openText(key, person.userId, row.content),
    }));
    // Timestamps strictly increase within a conversation (its order), whatever the clock's resolution.
    let last = earlier.at(-1)?.createdAt.getTime() ?? 0;
    const nextTime = () => (last = Math.max(clock.now().getTime(), last + 1));
    const userMessage = await insertMessage(db, {
      conversationId: conversation.id,
      userId: person.userId,
      role: 'user',
      content: sealText(key, person.userId, input.text),
      createdAt: new Date(nextTime()),
    });
    const assistantMessageId = randomUUID();
    const ids = { conversationId: conversation.id, userMessageId: userMessage.id, assistantMessageId };
    return {
      events: (signal) => replyEvents({ person, message: input.text, redFlag, history, ids, nextTime, signal }),
    };
  }

  async function* replyEvents(input: {
    person: TCoachPerson;
    message: string;
    redFlag: TRedFlagCategory | null;
    history: TCoachTurn[];
    ids: { conversationId: string; userMessageId: string; assistantMessageId: string };
    nextTime: () => number;
    signal: AbortSignal;
  }): AsyncGenerator<TCoachStreamEvent> {
    const { person, message, signal } = input;
    const language: TLanguage = person.language;
    const context = { language, translate: translator('coachEngine', language) };
    let engine: TCoachEngine = 'builtin';
    let kind: TCoachReplyKind = 'answer';
    let fallbackReason: TCoachFallbackReason | null = null;
    let pieces: AsyncIterator<string>;
    let first: IteratorResult<string> | null = null;
    const meter: { usage: TCoachUsage | null } = { usage: null };
    let reserved: { day: string; tokens: number } | null = null;

    const { redFlag } = input;
    const outOfScope = redFlag ? null : detectOutOfScope(message);
    if (redFlag) {
      kind = 'safety';
      pieces = streamText(safetyReply({ ...context, category: redFlag }), signal);
      log.info({ userId: person.userId, category: redFlag }, 'coach red flag answered');
    } else if (outOfScope) {
      kind = 'declined';
      pieces = streamText(declineReply({ ...context, topic: outOfScope }), signal);
    } else {
      const facts = await deps.factsOf(person);
      const engineInput = { language, facts, history: input.history, message, signal };
      const model = externalEngine();
      if (model && deps.ai) {
        const day = usageDay();
        const estimate = estimateTokens([message, JSON.stringify(facts), ...input.history.map((turn) => turn.text)]);
        if (await reserveTokens(db, day, estimate, deps.ai.dailyTokenBudget)) {
          reserved = { day, tokens: estimate };
          // The model's own stop: the person leaving, or the deadline for its first piece of text.
          const modelStop = new AbortController();
          const leave = () => modelStop.abort(signal.reason);
          if (signal.aborted) leave();
          signal.addEventListener('abort', leave, { once: true });
          const stream = model.reply({
            ...engineInput,
            signal: modelStop.signal,
            onUsage: (reported) => (meter.usage = reported),
          });
          const attempt = stream[Symbol.asyncIterator]();
          try {
            first = await withDeadline(attempt.next(), deps.ai.timeoutMs, () =>
              modelStop.abort(new ModelUnavailableError('timeout')),
            );
            engine = 'external';
            pieces = attempt;
          } catch (error) {
            if (signal.aborted) {
              first = { done: true, value: undefined };
              engine = 'external';
              pieces = attempt;
            } else {
              log.warn(
                { err: error instanceof ModelUnavailableError ? error.message : String(error) },
                'coach model unavailable: the built-in engine answers',
              );
              kind = 'fallback';
              fallbackReason = 'unreachable';
              pieces = builtin.reply(engineInput)[Symbol.asyncIterator]();
            }
          }
        } else {
          kind = 'fallback';
          fallbackReason = 'budget';
          pieces = builtin.reply(engineInput)[Symbol.asyncIterator]();
        }
      } else {
        pieces = builtin.reply(engineInput)[Symbol.asyncIterator]();
      }
    }
    const iterator = pieces;

    yield { event: 'start', data: { ...input.ids, engine, kind, fallbackReason } };
    let text = '';
    let interrupted = false;
    let failed = false;
    try {
      let next = first ?? (await iterator.next());
      while (!next.done) {
        if (next.value) {
          text += next.value;
          yield { event: 'delta', data: { text: next.value } };
        }
        if (signal.aborted) break;
        next = await iterator.next();
      }
    } catch (error) {
      if (!isAbort(error, signal)) {
        if (error instanceof ModelStreamInterruptedError) {
          interrupted = true;
          log.warn({ err: error.message }, 'coach model stream interrupted');
        } else {
          failed = true;
          log.error({ err: error }, 'coach reply failed');
        }
      }
    }
    const stopped = signal.aborted;
    if (stopped) await iterator.return?.().catch(() => undefined);
    const { usage } = meter;
    const truncated = usage !== null && usage.completionTokens >= COACH_REPLY_MAX_TOKENS;
    if (reserved) {
      const used = usage?.totalTokens;
      // Without a reported usage the reservation stands (the model may have spent it); a fallback spent nothing.
      const spent = engine === 'external' ? (used ?? reserved.tokens) : 0;
      await settleTokens(db, reserved.day, spent - reserved.tokens).catch((error: unknown) =>
        log.error({ err: error }, 'coach token budget not settled'),
      );
    }
    try {
      await insertMessage(db, {
        id: input.ids.assistantMessageId,
        conversationId: input.ids.conversationId,
        userId: person.userId,
        role: 'assistant',
        content: sealText(key, person.userId, text),
        engine,
        kind,
        fallbackReason,
        stopped,
        truncated,
        tokens: engine === 'external' ? (usage?.totalTokens ?? null) : null,
        createdAt: new Date(input.nextTime()),
      });
    } catch (error) {
      log.error({ err: error }, 'coach reply not stored');
      failed = true;
    }
    if (failed) {
      yield { event: 'error', data: { code: 'INTERNAL' } };
      return;
    }
    yield { event: 'done', data: { text, stopped, truncated, interrupted } };
  }

  return { sendMessage };
}
