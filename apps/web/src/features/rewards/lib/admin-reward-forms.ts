import { z } from 'zod';
import { LANGUAGES, type TLanguage } from '@openwell/i18n';
import {
  REWARD_COST_MAX,
  REWARD_DESCRIPTION_MAX,
  REWARD_ICONS,
  REWARD_STOCK_MAX,
  REWARD_TITLE_MAX,
  ZCreateRewardRequestSchema,
  ZRedemptionCodeSchema,
  type TAdminReward,
  type TCreateRewardRequest,
  type TLocalizedText,
  type TUpdateRewardRequest,
} from '@openwell/contracts';
import { ALWAYS, type TIssueMessages } from '@/lib/forms.ts';

/**
 * The admin area's reward form (create and edit) and the code field, derived from the contract's limits, and which
 * translated message each problem shows. Texts are typed per language (English required, the others optional and
 * left out when empty); numbers are typed as text; an empty stock is "unlimited", an empty date "open-ended".
 */

export const NO_ICON = 'none';

const perLanguage = (max: number, english: z.ZodType<string, string>) =>
  z.object(
    Object.fromEntries(
      LANGUAGES.map((language) => [language, language === 'en' ? english : z.string().trim().max(max)]),
    ) as Record<TLanguage, z.ZodType<string, string>>,
  );

const wholeNumber = (min: number, max: number) =>
  z.string().trim().regex(/^\d+$/).transform(Number).pipe(z.int().min(min).max(max));
const optionalWholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d*$/)
    .transform((value) => (value === '' ? null : Number(value)))
    .pipe(z.int().min(min).max(max).nullable());
const optionalDate = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/)
  .transform((value) => (value === '' ? null : value));

/** Only the languages with text; null when no language has any (a description is optional). */
function localized(values: Record<TLanguage, string>): TLocalizedText | null {
  const entries = LANGUAGES.map((language) => [language, values[language].trim()] as const).filter(([, text]) => text);
  return entries.length === 0 ? null : (Object.fromEntries(entries) as TLocalizedText);
}

export const ZRewardFormSchema = z
  .object({
    title: perLanguage(REWARD_TITLE_MAX, z.string().trim().min(1).max(REWARD_TITLE_MAX)),
    description: perLanguage(REWARD_DESCRIPTION_MAX, z.string().trim().max(REWARD_DESCRIPTION_MAX)),
    pointsCost: wholeNumber(1, REWARD_COST_MAX),
    icon: z.enum([NO_ICON, ...REWARD_ICONS]),
    stock: optionalWholeNumber(0, REWARD_STOCK_MAX),
    availableFrom: optionalDate,
    availableUntil: optionalDate,
    active: z.boolean(),
  })
  .superRefine((values, context) => {
    // A description in another language needs the English one it falls back to.
    if (values.description.en === '' && LANGUAGES.some((language) => values.description[language] !== '')) {
      context.addIssue({
        code: 'custom',
        path: ['description', 'en'],
        message: 'rewardsAdmin:validation.descriptionEnglish',
      });
    }
    if (values.availableFrom && values.availableUntil && values.availableFrom > values.availableUntil) {
      context.addIssue({ code: 'custom', path: ['availableUntil'], message: 'rewardsAdmin:validation.windowOrder' });
    }
  }, ALWAYS)
  .transform((values): TCreateRewardRequest => ({
    title: localized(values.title) ?? { en: values.title.en },
    description: localized(values.description),
    pointsCost: values.pointsCost,
    icon: values.icon === NO_ICON ? null : values.icon,
    stock: values.stock,
    availableFrom: values.availableFrom,
    availableUntil: values.availableUntil,
    active: values.active,
  }))
  .pipe(ZCreateRewardRequestSchema);
export type TRewardFormValues = z.input<typeof ZRewardFormSchema>;

const titleMessages = {
  empty: 'rewardsAdmin:validation.titleRequired',
  '*': 'rewardsAdmin:validation.titleTooLong',
} as const;
export const REWARD_FORM_MESSAGES: TIssueMessages = {
  ...Object.fromEntries(
    LANGUAGES.map((language) => [
      `title.${language}`,
      language === 'en' ? titleMessages : 'rewardsAdmin:validation.titleTooLong',
    ]),
  ),
  ...Object.fromEntries(
    LANGUAGES.map((language) => [
      `description.${language}`,
      { custom: 'rewardsAdmin:validation.descriptionEnglish', '*': 'rewardsAdmin:validation.descriptionTooLong' },
    ]),
  ),
  pointsCost: { empty: 'rewardsAdmin:validation.costRequired', '*': 'rewardsAdmin:validation.costInvalid' },
  icon: 'rewardsAdmin:validation.iconInvalid',
  stock: 'rewardsAdmin:validation.stockInvalid',
  availableFrom: 'rewardsAdmin:validation.dateInvalid',
  availableUntil: { custom: 'rewardsAdmin:validation.windowOrder', '*': 'rewardsAdmin:validation.dateInvalid' },
};

const emptyTexts = (): Record<TLanguage, string> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, ''])) as Record<TLanguage, string>;

function textsOf(text: TLocalizedText | null): Record<TLanguage, string> {
  const texts = emptyTexts();
  for (const language of LANGUAGES)
    texts[language] = (text as Record<string, string | undefined> | null)?.[language] ?? '';
  return texts;
}

/** A new reward: active, no icon, unlimited, always available. */
export function newRewardFormValues(): TRewardFormValues {
  return {
    title: emptyTexts(),
    description: emptyTexts(),
    pointsCost: '',
    icon: 'gift',
    stock: '',
    availableFrom: '',
    availableUntil: '',
    active: true,
  };
}

/** The form's values for an existing reward. */
export function rewardFormValues(reward: TAdminReward): TRewardFormValues {
  return {
    title: textsOf(reward.title),
    description: textsOf(reward.description),
    pointsCost: String(reward.pointsCost),
    icon: reward.icon ?? NO_ICON,
    stock: reward.stock === null ? '' : String(reward.stock),
    availableFrom: reward.availableFrom ?? '',
    availableUntil: reward.availableUntil ?? '',
    active: reward.active,
  };
}

/** Only what differs from the reward as it is (the audit names the changed fields). */
export function changedReward(reward: TAdminReward, values: TCreateRewardRequest): TUpdateRewardRequest {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(values) as Array<keyof TCreateRewardRequest>) {
    if (JSON.stringify(values[key]) !== JSON.stringify(reward[key] ?? null)) changes[key] = values[key];
  }
  return changes as TUpdateRewardRequest;
}

/** The languages whose title or description has a problem (their tab is marked, the first is opened on submit). */
export function languagesWithErrors(errors: {
  title?: Partial<Record<TLanguage, unknown>>;
  description?: Partial<Record<TLanguage, unknown>>;
}): TLanguage[] {
  return LANGUAGES.filter((language) => errors.title?.[language] || errors.description?.[language]);
}

/** "Enter a code": with or without dashes and spaces, any case; checked before the page opens. */
export const ZRedemptionCodeFormSchema = z.object({ code: ZRedemptionCodeSchema });
export const REDEMPTION_CODE_MESSAGES: TIssueMessages = {
  code: { empty: 'rewardsAdmin:pending.codeRequired', '*': 'rewardsAdmin:pending.codeInvalid' },
};
