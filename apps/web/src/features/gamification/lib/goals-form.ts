import { z } from 'zod';
import { GOAL_BOUNDS, GOAL_KINDS, ZGoalsSchema, type TGoalKind, type TGoals } from '@openwell/contracts';
import type { TIssueMessages } from '@/lib/forms.ts';

/**
 * The "Edit goals" form: each field is the text of a number input ("10000", "7.5"; number inputs always use a dot),
 * turned into a number and checked by the contract's own field of ZGoalsSchema (bounds and steps of GOAL_BOUNDS).
 * The contract's check is asked through `refine` rather than piped into: its step message is English text for the
 * API, and a form field shows the translated message of GOALS_FORM_MESSAGES instead.
 */
const goalField = (kind: TGoalKind) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number)
    .refine((value) => ZGoalsSchema.shape[kind].safeParse(value).success);

export const ZGoalsFormSchema = z.object({
  steps: goalField('steps'),
  activeMinutes: goalField('activeMinutes'),
  sleepHours: goalField('sleepHours'),
});
export type TGoalsFormInput = z.input<typeof ZGoalsFormSchema>;

const GOAL_MESSAGE = { empty: 'gamification:goals.edit.required', '*': 'gamification:goals.edit.outOfRange' } as const;

export const GOALS_FORM_MESSAGES: TIssueMessages = {
  steps: GOAL_MESSAGE,
  activeMinutes: GOAL_MESSAGE,
  sleepHours: GOAL_MESSAGE,
};

/** The form's starting values: the goals as they will be tomorrow (a pending change, else the current ones). */
export function goalsFormValues(goals: TGoals): TGoalsFormInput {
  return Object.fromEntries(GOAL_KINDS.map((kind) => [kind, String(goals[kind])])) as TGoalsFormInput;
}

export { GOAL_BOUNDS };
