import { z } from 'zod';
import { ZLanguageSchema } from './accounts.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZGoalsSchema } from './gamification.ts';
import { COACH_TOPICS, HEALTH_PROFILE_DOMAINS, type TCoachTopic } from './questionnaire.ts';
import { ZCivilDateSchema } from './wearables.ts';

/**
 * The AI health coach (issue 13, ADR 021): the daily tip and the coach chat. Every endpoint is the signed-in
 * employee's own; employers and admins have none. Nothing of a person's data reaches an engine without the AI tips
 * consent (403 AI_CONSENT_REQUIRED); reading and deleting one's own conversations works without it. The engines see
 * only the derived facts below (no e-mail, name, company or department) and the person's own messages.
 */

const tags = ['coach'] as const;
const EMPLOYEE = ['employee'] as const;

/** Which engine wrote a reply: our rule engine (default, offline) or the configured OpenAI-compatible model. */
export const COACH_ENGINES = ['builtin', 'external'] as const;
export type TCoachEngine = (typeof COACH_ENGINES)[number];

/**
 * What a reply is: an answer of the engine; `safety` the fixed red-flag message (no engine called); `declined` the fixed
 * answer to a diagnosis or medication question (no engine called); `fallback` the built-in engine's answer because the
 * external model was unreachable or its daily budget was spent.
 */
export const COACH_REPLY_KINDS = ['answer', 'safety', 'declined', 'fallback'] as const;
export type TCoachReplyKind = (typeof COACH_REPLY_KINDS)[number];

/** Why the built-in engine answered instead of the configured model (the notice above the reply). */
export const COACH_FALLBACK_REASONS = ['unreachable', 'budget'] as const;
export type TCoachFallbackReason = (typeof COACH_FALLBACK_REASONS)[number];

/** A message may be at most this long (characters); the chat counts down. */
export const COACH_MESSAGE_MAX_LENGTH = 1000;
/** Per person: at most this many messages in COACH_RATE_WINDOW_MINUTES (429 RATE_LIMITED, a coach-specific text). */
export const COACH_RATE_LIMIT_MESSAGES = 20;
export const COACH_RATE_WINDOW_MINUTES = 10;
/** A reply is cut at this many tokens (the model's max_tokens; the built-in engine's replies are far shorter). */
export const COACH_REPLY_MAX_TOKENS = 600;
/** The model sees at most this many earlier messages of the conversation. */
export const COACH_HISTORY_MESSAGES = 12;
/** A person keeps at most this many conversations; starting another deletes the oldest. */
export const COACH_MAX_CONVERSATIONS = 50;
/** A conversation holds at most this many messages (then "start a new conversation"). */
export const COACH_MAX_MESSAGES_PER_CONVERSATION = 100;
/** Communication data is kept this long: messages older than this are deleted by a job. */
export const COACH_RETENTION_MONTHS = 12;
/** "Another tip" at most this many times a day. */
export const COACH_TIPS_PER_DAY = 5;

/**
 * The dashboard's coach opened on a topic (issue 24): the health profile's coach steps link to
 * `coachTopicPath(topic)`, and the chat starts a new conversation with the topic's question in its message field.
 */
export const COACH_TOPIC_PARAM = 'coachTopic';
export const coachTopicPath = (topic: TCoachTopic) => `/dashboard?${COACH_TOPIC_PARAM}=${topic}#coach`;
export const isCoachTopic = (value: string | null): value is TCoachTopic =>
  value !== null && (COACH_TOPICS as readonly string[]).includes(value);

/**
 * One metric over the last 7 days against the person's usual (the 28 days before them): means over the days with
 * data, rounded as shown (steps and minutes whole, hours and heart rate to one decimal). `week` is null with fewer
 * than 3 days of data in the week, `baseline` with fewer than 7 in the 28 days; `change` = week - baseline.
 * The week ends yesterday for steps and active minutes (today is not over) and today for sleep and resting heart rate
 * (last night counts for today).
 */
export const ZMetricTrendSchema = z.object({
  week: z.number().nullable(),
  weekDays: z.int().min(0).max(7),
  baseline: z.number().nullable(),
  baselineDays: z.int().min(0).max(28),
  change: z.number().nullable(),
});
export type TMetricTrend = z.infer<typeof ZMetricTrendSchema>;

/**
 * Everything an engine knows about the person: derived figures only, never free text from stored data (so nothing
 * stored can carry instructions to a model). "What the coach knows about you" shows exactly this object.
 */
export const ZCoachFactsSchema = z.object({
  /** The person's civil day (their time zone, ADR 022) the facts are for. */
  asOf: ZCivilDateSchema,
  steps: ZMetricTrendSchema,
  sleepHours: ZMetricTrendSchema,
  activeMinutes: ZMetricTrendSchema,
  restingHeartRate: ZMetricTrendSchema,
  /** Today so far (sleep: last night); null without a value. */
  today: z.object({
    steps: z.int().nullable(),
    activeMinutes: z.int().nullable(),
    sleepHours: z.number().nullable(),
  }),
  goals: ZGoalsSchema,
  streak: z.object({ days: z.int().nonnegative(), best: z.int().nonnegative() }),
  /** The health questionnaire's focus areas (issue 12), most important first; null: no completed questionnaire. */
  focusAreas: z.array(z.enum(HEALTH_PROFILE_DOMAINS)).max(3).nullable(),
  /** The values are generated demo data (label them so). */
  demoData: z.boolean(),
});
export type TCoachFacts = z.infer<typeof ZCoachFactsSchema>;

/** The fact a tip is grounded in (the tip's `why` names it with its figures, in coachEngine:facts.<kind>). */
export const COACH_TIP_FACTS = [
  'sleep_below_usual',
  'sleep_above_usual',
  'sleep_short',
  'sleep_on_goal',
  'steps_below_usual',
  'steps_above_usual',
  'steps_below_goal',
  'steps_on_goal',
  'active_minutes_below_usual',
  'active_minutes_above_usual',
  'active_minutes_below_who',
  'active_minutes_on_goal',
  'resting_heart_rate_up',
  'resting_heart_rate_down',
  'streak_running',
  'streak_broken',
  'focus_area',
  'no_data',
] as const;
export type TCoachTipFact = (typeof COACH_TIP_FACTS)[number];

/** One daily tip, rendered in the person's language by the built-in engine (tips are always rule-picked, ADR 021). */
export const ZCoachTipSchema = z.object({
  date: ZCivilDateSchema,
  /** 1 for the day's first tip, +1 for each "another tip". */
  sequence: z.int().min(1),
  /** Template id (stable; tests and analytics of nothing but the id). */
  tipId: z.string(),
  fact: z.enum(COACH_TIP_FACTS),
  /** The tip, plain text. */
  text: z.string(),
  /** "Why this tip": the named fact with its figures, plain text. */
  why: z.string(),
  /** Another tip may still be asked for today. */
  anotherAvailable: z.boolean(),
  demoData: z.boolean(),
});
export type TCoachTip = z.infer<typeof ZCoachTipSchema>;

/** The coach's state for the chat card. */
export const ZCoachStateSchema = z.object({
  engine: z.enum(COACH_ENGINES),
  /** The model's name when external (shown as "AI model: …"); null for the built-in engine. */
  model: z.string().nullable(),
  /** The "you are talking to an AI" notice (EU AI Act Art. 50) was acknowledged; until then it is shown first. */
  noticeAcknowledgedAt: z.iso.datetime().nullable(),
  /** Suggested questions in the person's language, from their facts. */
  suggestions: z.array(z.string()).max(6),
});
export type TCoachState = z.infer<typeof ZCoachStateSchema>;

export const ZCoachConversationSummarySchema = z.object({
  id: z.uuid(),
  /** The first message, shortened (decrypted for its owner only). */
  title: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  messageCount: z.int().nonnegative(),
});
export type TCoachConversationSummary = z.infer<typeof ZCoachConversationSummarySchema>;

export const COACH_ROLES = ['user', 'assistant'] as const;
export const ZCoachMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(COACH_ROLES),
  /** Markdown without HTML for the assistant, plain text for the person. */
  text: z.string(),
  createdAt: z.iso.datetime(),
  /** Assistant messages: which engine wrote it, what kind it is, whether it was stopped or cut at the token cap. */
  engine: z.enum(COACH_ENGINES).nullable(),
  kind: z.enum(COACH_REPLY_KINDS).nullable(),
  fallbackReason: z.enum(COACH_FALLBACK_REASONS).nullable(),
  stopped: z.boolean(),
  truncated: z.boolean(),
});
export type TCoachMessage = z.infer<typeof ZCoachMessageSchema>;

export const ZCoachConversationSchema = ZCoachConversationSummarySchema.extend({
  messages: z.array(ZCoachMessageSchema),
});
export type TCoachConversation = z.infer<typeof ZCoachConversationSchema>;

export const ZSendCoachMessageRequestSchema = z.strictObject({
  /** null: start a new conversation with this message. */
  conversationId: z.uuid().nullable(),
  text: z.string().trim().min(1).max(COACH_MESSAGE_MAX_LENGTH),
  /** The language to answer in (the interface's); without it, the profile's. */
  language: ZLanguageSchema.optional(),
});
export type TSendCoachMessageRequest = z.infer<typeof ZSendCoachMessageRequestSchema>;

/**
 * The server-sent events of a reply (`event: <type>` and `data: <JSON>`), in this order: one `start`, any number of
 * `delta`, then `done` or `error`. Errors before the stream starts are ordinary JSON error answers with their status.
 */
export const ZCoachStreamStartSchema = z.object({
  conversationId: z.uuid(),
  userMessageId: z.uuid(),
  assistantMessageId: z.uuid(),
  engine: z.enum(COACH_ENGINES),
  kind: z.enum(COACH_REPLY_KINDS),
  fallbackReason: z.enum(COACH_FALLBACK_REASONS).nullable(),
});
export const ZCoachStreamDeltaSchema = z.object({ text: z.string() });
export const ZCoachStreamDoneSchema = z.object({
  /** The reply as stored (the deltas joined). */
  text: z.string(),
  stopped: z.boolean(),
  truncated: z.boolean(),
  /** A model failure after the first token: the reply is cut where it broke. */
  interrupted: z.boolean(),
});
export const ZCoachStreamErrorSchema = z.object({ code: z.string() });
export const COACH_STREAM_EVENTS = {
  start: ZCoachStreamStartSchema,
  delta: ZCoachStreamDeltaSchema,
  done: ZCoachStreamDoneSchema,
  error: ZCoachStreamErrorSchema,
} as const;
export type TCoachStreamEvent =
  | { event: 'start'; data: z.infer<typeof ZCoachStreamStartSchema> }
  | { event: 'delta'; data: z.infer<typeof ZCoachStreamDeltaSchema> }
  | { event: 'done'; data: z.infer<typeof ZCoachStreamDoneSchema> }
  | { event: 'error'; data: z.infer<typeof ZCoachStreamErrorSchema> };

const ZConversationParamsSchema = z.object({ conversationId: z.uuid() });
/**
 * The language to answer in: the one the person reads the app in (the interface's choice, which may differ from the
 * profile's); without it, the profile's.
 */
const ZCoachLanguageQuerySchema = z.object({ language: ZLanguageSchema.optional() });

export const getCoach = defineEndpoint({
  operationId: 'getCoach',
  method: 'GET',
  query: ZCoachLanguageQuerySchema,
  path: '/api/coach',
  tags,
  summary: 'The coach: its engine, whether the AI notice was acknowledged, suggested questions',
  access: EMPLOYEE,
  responses: { 200: ZCoachStateSchema },
  errors: ['AI_CONSENT_REQUIRED'],
});

export const acknowledgeCoachNotice = defineEndpoint({
  operationId: 'acknowledgeCoachNotice',
  method: 'POST',
  path: '/api/coach/notice',
  tags,
  summary: 'Acknowledge the "you are talking to an AI" notice (shown on first use)',
  access: EMPLOYEE,
  body: z.strictObject({ language: ZLanguageSchema.optional() }),
  responses: { 200: ZCoachStateSchema },
  errors: ['AI_CONSENT_REQUIRED'],
});

export const getCoachFacts = defineEndpoint({
  operationId: 'getCoachFacts',
  method: 'GET',
  path: '/api/coach/facts',
  tags,
  summary: 'What the coach knows about you: exactly the facts an engine receives',
  access: EMPLOYEE,
  responses: { 200: ZCoachFactsSchema },
  errors: ['AI_CONSENT_REQUIRED'],
});

export const getCoachTip = defineEndpoint({
  operationId: 'getCoachTip',
  method: 'GET',
  query: ZCoachLanguageQuerySchema,
  path: '/api/coach/tip',
  tags,
  summary: "Today's tip (picked once a day, grounded in a named fact)",
  access: EMPLOYEE,
  responses: { 200: ZCoachTipSchema },
  errors: ['AI_CONSENT_REQUIRED'],
});

export const nextCoachTip = defineEndpoint({
  operationId: 'nextCoachTip',
  method: 'POST',
  path: '/api/coach/tip/next',
  tags,
  summary: 'Another tip for today (at most COACH_TIPS_PER_DAY a day)',
  access: EMPLOYEE,
  body: z.strictObject({ language: ZLanguageSchema.optional() }),
  responses: { 200: ZCoachTipSchema },
  errors: ['AI_CONSENT_REQUIRED', 'COACH_TIP_LIMIT_REACHED'],
});

export const listCoachConversations = defineEndpoint({
  operationId: 'listCoachConversations',
  method: 'GET',
  path: '/api/coach/conversations',
  tags,
  summary: 'Your conversations with the coach, newest first (works without the AI consent, to read or delete)',
  access: EMPLOYEE,
  responses: { 200: z.object({ conversations: z.array(ZCoachConversationSummarySchema) }) },
  errors: [],
});

export const getCoachConversation = defineEndpoint({
  operationId: 'getCoachConversation',
  method: 'GET',
  path: '/api/coach/conversations/:conversationId',
  tags,
  summary: 'One of your conversations with its messages',
  access: EMPLOYEE,
  params: ZConversationParamsSchema,
  responses: { 200: ZCoachConversationSchema },
  errors: ['NOT_FOUND'],
});

export const deleteCoachConversation = defineEndpoint({
  operationId: 'deleteCoachConversation',
  method: 'DELETE',
  path: '/api/coach/conversations/:conversationId',
  tags,
  summary: 'Delete one of your conversations',
  access: EMPLOYEE,
  params: ZConversationParamsSchema,
  responses: { 204: null },
  errors: ['NOT_FOUND'],
});

export const deleteCoachConversations = defineEndpoint({
  operationId: 'deleteCoachConversations',
  method: 'DELETE',
  path: '/api/coach/conversations',
  tags,
  summary: 'Delete all your conversations with the coach',
  access: EMPLOYEE,
  responses: { 204: null },
  errors: [],
});

export const sendCoachMessage = defineEndpoint({
  operationId: 'sendCoachMessage',
  method: 'POST',
  path: '/api/coach/messages',
  tags,
  summary: 'Send a message to the coach; the reply streams back as server-sent events (start, delta, done | error)',
  description:
    'Red flags (all five languages) answer a fixed message with emergency numbers and call no engine. Closing the ' +
    'request stops the reply (it is stored as stopped).',
  access: EMPLOYEE,
  body: ZSendCoachMessageRequestSchema,
  responses: { 200: z.string() },
  produces: 'text/event-stream',
  rateLimited: true,
  errors: ['AI_CONSENT_REQUIRED', 'NOT_FOUND', 'COACH_CONVERSATION_FULL'],
});

export const COACH_ENDPOINTS = [
  getCoach,
  acknowledgeCoachNotice,
  getCoachFacts,
  getCoachTip,
  nextCoachTip,
  listCoachConversations,
  getCoachConversation,
  deleteCoachConversation,
  deleteCoachConversations,
  sendCoachMessage,
] as const;
