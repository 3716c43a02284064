import { z } from 'zod';
import { GENDERS } from './accounts.ts';
import { defineEndpoint } from './endpoint.ts';
import { GOAL_KINDS } from './gamification.ts';
import {
  QUESTIONNAIRE_VERSION,
  ZQuestionnaireAnswersSchema,
  ZQuestionnaireSectionIdSchema,
} from './questionnaire-definition.ts';
import { ZCivilDateSchema } from './wearables.ts';

/**
 * The health questionnaire's endpoints and the personal health profile (issue 12, ADR 020). Only the person sees
 * their answers: every endpoint is the signed-in employee's own; employers and admins have none. Answers are encrypted
 * at rest; a submission is a version (all kept, newest first); one draft per person holds the unfinished wizard.
 */

/** A completed questionnaire should be reviewed this many months after its completion (the yearly reminder). */
export const QUESTIONNAIRE_REVIEW_MONTHS = 12;

export const QUESTIONNAIRE_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type TQuestionnaireStatus = (typeof QUESTIONNAIRE_STATUSES)[number];

/** The health profile's domains: only what a person can change is rated (ADR 020). */
export const HEALTH_PROFILE_DOMAINS = [
  'activity',
  'nutrition',
  'sleep',
  'stress',
  'substances',
  'bodyComposition',
] as const;
export type THealthProfileDomain = (typeof HEALTH_PROFILE_DOMAINS)[number];
/** unknown: not answered and no tracker data to go on. */
export const HEALTH_PROFILE_RATINGS = ['green', 'amber', 'red', 'unknown'] as const;
export type THealthProfileRating = (typeof HEALTH_PROFILE_RATINGS)[number];

/**
 * Why a domain has its rating, in plain words (i18n `healthProfile:reasons.<code>`, with `values` interpolated).
 * The rules: packages/gamification/src/health-profile.ts and ADR 020.
 */
export const HEALTH_PROFILE_REASONS = [
  'not_answered',
  // activity: the tracker's active minutes (last 14 days) first, else the self-rated fitness
  'activity_tracker_met',
  'activity_tracker_below',
  'activity_tracker_low',
  'activity_fitness_good',
  'activity_fitness_moderate',
  'activity_fitness_low',
  // nutrition: the self-rated quality
  'nutrition_good',
  'nutrition_fair',
  'nutrition_poor',
  // sleep: the worst of the tracker's nightly hours (last 14 days) and a reported sleep complaint
  'sleep_tracker_ok',
  'sleep_tracker_short',
  'sleep_tracker_very_short',
  'sleep_tracker_long',
  'sleep_complaint',
  'sleep_complaint_mild',
  'sleep_no_complaint',
  // stress: the self-rated level
  'stress_low',
  'stress_moderate',
  'stress_high',
  // substances: the worst of smoking, alcohol and caffeine
  'substances_none',
  'smoking_current',
  'smoking_former',
  'alcohol_daily',
  'alcohol_weekly',
  'caffeine_high',
  // body composition: body fat measured by the tracker first, else BMI
  'body_fat_healthy',
  'body_fat_high',
  'body_fat_very_high',
  'body_fat_low',
  'bmi_normal',
  'bmi_underweight',
  'bmi_overweight',
  'bmi_obese',
] as const;
export type THealthProfileReason = (typeof HEALTH_PROFILE_REASONS)[number];

/** The coach's topics a focus area can open (the AI coach, issue 13, starts a conversation on it). */
export const COACH_TOPICS = HEALTH_PROFILE_DOMAINS;
export type TCoachTopic = THealthProfileDomain;

/** Concrete advice without a goal or a coach topic (i18n `healthProfile:advice.<code>`). */
export const HEALTH_PROFILE_ADVICE = [
  'move_more',
  'eat_vegetables',
  'sleep_routine',
  'relaxation_break',
  'quit_smoking_support',
  'alcohol_free_days',
  'less_caffeine',
  'talk_to_doctor',
] as const;
export type THealthProfileAdvice = (typeof HEALTH_PROFILE_ADVICE)[number];

/** One concrete next step of a focus area. */
export const ZFocusStepSchema = z.discriminatedUnion('kind', [
  /** Set (or raise) a daily goal to this target (the goals of the gamification feature). */
  z.object({ kind: z.literal('goal'), goal: z.enum(GOAL_KINDS), target: z.number() }),
  /** Open the AI coach on this topic. */
  z.object({ kind: z.literal('coach'), topic: z.enum(COACH_TOPICS) }),
  z.object({ kind: z.literal('advice'), advice: z.enum(HEALTH_PROFILE_ADVICE) }),
]);
export type TFocusStep = z.infer<typeof ZFocusStepSchema>;

export const ZHealthProfileDomainSchema = z.object({
  domain: z.enum(HEALTH_PROFILE_DOMAINS),
  rating: z.enum(HEALTH_PROFILE_RATINGS),
  /** Plain-words reasons, most important first; `values` fill the text's placeholders (e.g. { bmi: 27.4 }). */
  reasons: z.array(
    z.object({ code: z.enum(HEALTH_PROFILE_REASONS), values: z.record(z.string(), z.number()).optional() }),
  ),
});
export type THealthProfileDomainResult = z.infer<typeof ZHealthProfileDomainSchema>;

export const ZFocusAreaSchema = z.object({
  domain: z.enum(HEALTH_PROFILE_DOMAINS),
  rating: z.enum(['amber', 'red']),
  /** One to three concrete next steps. */
  steps: z.array(ZFocusStepSchema).min(1).max(3),
});
export type TFocusArea = z.infer<typeof ZFocusAreaSchema>;

/** The profile computed from the latest submission (and the tracker's recent days). */
export const ZHealthProfileResultSchema = z.object({
  domains: z.array(ZHealthProfileDomainSchema),
  /** Zero to three, the most pressing first (red before amber). */
  focusAreas: z.array(ZFocusAreaSchema).max(3),
});
export type THealthProfileResult = z.infer<typeof ZHealthProfileResultSchema>;

export const ZQuestionnaireVersionSchema = z.literal(QUESTIONNAIRE_VERSION);

export const ZQuestionnaireDraftSchema = z.object({
  version: z.number().int(),
  /** The step the person was on: the wizard resumes here. */
  step: ZQuestionnaireSectionIdSchema,
  answers: ZQuestionnaireAnswersSchema,
  updatedAt: z.iso.datetime(),
});
export type TQuestionnaireDraft = z.infer<typeof ZQuestionnaireDraftSchema>;

export const ZQuestionnaireSubmissionSummarySchema = z.object({
  id: z.uuid(),
  version: z.number().int(),
  completedAt: z.iso.datetime(),
  /** The civil day of completion in the person's time zone (ADR 022). */
  completedOn: ZCivilDateSchema,
});
export type TQuestionnaireSubmissionSummary = z.infer<typeof ZQuestionnaireSubmissionSummarySchema>;

export const ZQuestionnaireSubmissionSchema = ZQuestionnaireSubmissionSummarySchema.extend({
  answers: ZQuestionnaireAnswersSchema,
});
export type TQuestionnaireSubmission = z.infer<typeof ZQuestionnaireSubmissionSchema>;

/** What the wizard and the direct variant load. */
export const ZQuestionnaireStateSchema = z.object({
  /** The definition's version the server accepts. */
  version: z.number().int(),
  /** From the profile: shown, not asked. */
  age: z.number().int().nullable(),
  gender: z.enum(GENDERS).nullable(),
  draft: ZQuestionnaireDraftSchema.nullable(),
  latest: ZQuestionnaireSubmissionSchema.nullable(),
});
export type TQuestionnaireState = z.infer<typeof ZQuestionnaireStateSchema>;

export const ZSaveQuestionnaireDraftRequestSchema = z.object({
  version: ZQuestionnaireVersionSchema,
  step: ZQuestionnaireSectionIdSchema,
  answers: ZQuestionnaireAnswersSchema,
});
export type TSaveQuestionnaireDraftRequest = z.infer<typeof ZSaveQuestionnaireDraftRequestSchema>;

export const ZSubmitQuestionnaireRequestSchema = z.object({
  version: ZQuestionnaireVersionSchema,
  answers: ZQuestionnaireAnswersSchema,
});
export type TSubmitQuestionnaireRequest = z.infer<typeof ZSubmitQuestionnaireRequestSchema>;

export const ZSubmitQuestionnaireResponseSchema = z.object({
  submission: ZQuestionnaireSubmissionSummarySchema,
  profile: ZHealthProfileResultSchema,
  /** Points credited by this completion (0 when this yearly cycle's points were already credited). */
  pointsAwarded: z.number().int().min(0),
});
export type TSubmitQuestionnaireResponse = z.infer<typeof ZSubmitQuestionnaireResponseSchema>;

/** The dashboard's health profile card and the profile view. */
export const ZHealthProfileStatusSchema = z.object({
  status: z.enum(QUESTIONNAIRE_STATUSES),
  /** The latest completion, or null. */
  completedAt: z.iso.datetime().nullable(),
  completedOn: ZCivilDateSchema.nullable(),
  /** The step of an unfinished draft (also when an earlier submission exists), or null. */
  draftStep: ZQuestionnaireSectionIdSchema.nullable(),
  /** completedOn + QUESTIONNAIRE_REVIEW_MONTHS, and whether that day has come. */
  reviewDueOn: ZCivilDateSchema.nullable(),
  reviewDue: z.boolean(),
  /** Null until completed. */
  profile: ZHealthProfileResultSchema.nullable(),
});
export type THealthProfileStatus = z.infer<typeof ZHealthProfileStatusSchema>;

export const ZQuestionnaireSubmissionsSchema = z.object({
  submissions: z.array(ZQuestionnaireSubmissionSummarySchema),
});

const tags = ['questionnaire'] as const;
const EMPLOYEE = ['employee'] as const;

export const getQuestionnaire = defineEndpoint({
  operationId: 'getQuestionnaire',
  method: 'GET',
  path: '/api/questionnaire',
  tags,
  summary: "The signed-in employee's questionnaire: the draft, the latest submission, age and gender from the profile",
  access: EMPLOYEE,
  responses: { 200: ZQuestionnaireStateSchema },
  errors: [],
});

export const saveQuestionnaireDraft = defineEndpoint({
  operationId: 'saveQuestionnaireDraft',
  method: 'PUT',
  path: '/api/questionnaire/draft',
  tags,
  summary: 'Save the unfinished questionnaire (each wizard step): the answers so far and the step to resume at',
  description:
    'The answers need the consent (`consent.dataProcessing: true`); nothing is stored before it. Out-of-range or ' +
    'malformed answers answer VALIDATION_FAILED with the fields; answers for another definition version answer ' +
    'QUESTIONNAIRE_VERSION_OUTDATED.',
  access: EMPLOYEE,
  body: ZSaveQuestionnaireDraftRequestSchema,
  responses: { 200: ZQuestionnaireDraftSchema },
  errors: ['QUESTIONNAIRE_VERSION_OUTDATED'],
});

export const discardQuestionnaireDraft = defineEndpoint({
  operationId: 'discardQuestionnaireDraft',
  method: 'DELETE',
  path: '/api/questionnaire/draft',
  tags,
  summary: 'Discard the unfinished questionnaire (submissions stay)',
  access: EMPLOYEE,
  responses: { 204: null },
  errors: [],
});

export const submitQuestionnaire = defineEndpoint({
  operationId: 'submitQuestionnaire',
  method: 'POST',
  path: '/api/questionnaire/submissions',
  tags,
  summary: 'Complete the questionnaire: stores a new version, removes the draft, returns the health profile',
  description:
    "The first completion in a yearly cycle credits the gamification rules' one-off points (`pointsAwarded`); " +
    'saving again within the cycle credits nothing.',
  access: EMPLOYEE,
  body: ZSubmitQuestionnaireRequestSchema,
  responses: { 201: ZSubmitQuestionnaireResponseSchema },
  errors: ['QUESTIONNAIRE_VERSION_OUTDATED'],
});

export const listQuestionnaireSubmissions = defineEndpoint({
  operationId: 'listQuestionnaireSubmissions',
  method: 'GET',
  path: '/api/questionnaire/submissions',
  tags,
  summary: "The signed-in employee's completed questionnaires (versions), newest first",
  access: EMPLOYEE,
  responses: { 200: ZQuestionnaireSubmissionsSchema },
  errors: [],
});

export const getQuestionnaireSubmission = defineEndpoint({
  operationId: 'getQuestionnaireSubmission',
  method: 'GET',
  path: '/api/questionnaire/submissions/:submissionId',
  tags,
  summary: 'One of your completed questionnaires with its answers',
  access: EMPLOYEE,
  params: z.object({ submissionId: z.uuid() }),
  responses: { 200: ZQuestionnaireSubmissionSchema },
  errors: ['NOT_FOUND'],
});

export const deleteQuestionnaire = defineEndpoint({
  operationId: 'deleteQuestionnaire',
  method: 'DELETE',
  path: '/api/questionnaire',
  tags,
  summary: 'Delete all your questionnaire answers: every version and the draft (points already credited stay)',
  access: EMPLOYEE,
  responses: { 204: null },
  errors: [],
});

export const getHealthProfile = defineEndpoint({
  operationId: 'getHealthProfile',
  method: 'GET',
  path: '/api/questionnaire/profile',
  tags,
  summary: 'The questionnaire status and the personal health profile with its focus areas (dashboard card)',
  access: EMPLOYEE,
  responses: { 200: ZHealthProfileStatusSchema },
  errors: [],
});

export const QUESTIONNAIRE_ENDPOINTS = [
  getQuestionnaire,
  saveQuestionnaireDraft,
  discardQuestionnaireDraft,
  submitQuestionnaire,
  listQuestionnaireSubmissions,
  getQuestionnaireSubmission,
  deleteQuestionnaire,
  getHealthProfile,
] as const;
