/**
 * Translation resources: `locales/<lang>/<namespace>.json`, English is the reference and fallback.
 *
 * To add a namespace: create the JSON file in all five languages, add it to NAMESPACES, to
 * `loaders` below and to `resources.ts` (the parity test fails until every language has every key).
 * In code, keys are written in full, `namespace:path.to.key`, so the used-keys test can find them.
 */
export const LANGUAGES = ['en', 'de', 'nl', 'fr', 'it'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: TLanguage = 'en';
export const NAMESPACES = [
  'common',
  'landing',
  'pages',
  'errors',
  'ui',
  'debug',
  'legal',
  'auth',
  'onboarding',
  'profile',
  'admin',
  'mail',
  'companies',
  'employers',
  'audit',
  'wearables',
  'dashboard',
  'gamification',
  'leaderboard',
  'rewards',
  'rewardsAdmin',
  'questionnaire',
  'questionnaireItems',
  'healthProfile',
  'coach',
  'coachEngine',
] as const;
export type TNamespace = (typeof NAMESPACES)[number];
/**
 * Namespaces only the server translates (e-mails, the coach's built-in engine): the browser has no loader for them,
 * so they cost the web bundle nothing.
 */
export const SERVER_NAMESPACES = ['mail', 'coachEngine'] as const satisfies readonly TNamespace[];
/** The namespaces a browser can load. */
export type TWebNamespace = Exclude<TNamespace, (typeof SERVER_NAMESPACES)[number]>;
export const WEB_NAMESPACES = NAMESPACES.filter(
  (namespace): namespace is TWebNamespace => !(SERVER_NAMESPACES as readonly string[]).includes(namespace),
);
export const DEFAULT_NAMESPACE: TNamespace = 'common';
/** localStorage key of the stored language choice. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export type TResourceTree = { [key: string]: string | TResourceTree };
type TLoader = () => Promise<{ default: TResourceTree }>;

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Lazy loaders, one per language and namespace, so a bundler splits every file into its own
 * chunk and a browser downloads only the language it shows.
 */
export const loaders: Record<TLanguage, Record<TWebNamespace, TLoader>> = {
  en: {
    common: () => import('../locales/en/common.json'),
    landing: () => import('../locales/en/landing.json'),
    pages: () => import('../locales/en/pages.json'),
    errors: () => import('../locales/en/errors.json'),
    ui: () => import('../locales/en/ui.json'),
    debug: () => import('../locales/en/debug.json'),
    legal: () => import('../locales/en/legal.json'),
    auth: () => import('../locales/en/auth.json'),
    onboarding: () => import('../locales/en/onboarding.json'),
    profile: () => import('../locales/en/profile.json'),
    admin: () => import('../locales/en/admin.json'),
    companies: () => import('../locales/en/companies.json'),
    employers: () => import('../locales/en/employers.json'),
    audit: () => import('../locales/en/audit.json'),
    wearables: () => import('../locales/en/wearables.json'),
    dashboard: () => import('../locales/en/dashboard.json'),
    gamification: () => import('../locales/en/gamification.json'),
    leaderboard: () => import('../locales/en/leaderboard.json'),
    rewards: () => import('../locales/en/rewards.json'),
    rewardsAdmin: () => import('../locales/en/rewardsAdmin.json'),
    questionnaire: () => import('../locales/en/questionnaire.json'),
    questionnaireItems: () => import('../locales/en/questionnaireItems.json'),
    healthProfile: () => import('../locales/en/healthProfile.json'),
    coach: () => import('../locales/en/coach.json'),
  },
  de: {
    common: () => import('../locales/de/common.json'),
    landing: () => import('../locales/de/landing.json'),
    pages: () => import('../locales/de/pages.json'),
    errors: () => import('../locales/de/errors.json'),
    ui: () => import('../locales/de/ui.json'),
    debug: () => import('../locales/de/debug.json'),
    legal: () => import('../locales/de/legal.json'),
    auth: () => import('../locales/de/auth.json'),
    onboarding: () => import('../locales/de/onboarding.json'),
    profile: () => import('../locales/de/profile.json'),
    admin: () => import('../locales/de/admin.json'),
    companies: () => import('../locales/de/companies.json'),
    employers: () => import('../locales/de/employers.json'),
    audit: () => import('../locales/de/audit.json'),
    wearables: () => import('../locales/de/wearables.json'),
    dashboard: () => import('../locales/de/dashboard.json'),
    gamification: () => import('../locales/de/gamification.json'),
    leaderboard: () => import('../locales/de/leaderboard.json'),
    rewards: () => import('../locales/de/rewards.json'),
    rewardsAdmin: () => import('../locales/de/rewardsAdmin.json'),
    questionnaire: () => import('../locales/de/questionnaire.json'),
    questionnaireItems: () => import('../locales/de/questionnaireItems.json'),
    healthProfile: () => import('../locales/de/healthProfile.json'),
    coach: () => import('../locales/de/coach.json'),
  },
  nl: {
    common: () => import('../locales/nl/common.json'),
    landing: () => import('../locales/nl/landing.json'),
    pages: () => import('../locales/nl/pages.json'),
    errors: () => import('../locales/nl/errors.json'),
    ui: () => import('../locales/nl/ui.json'),
    debug: () => import('../locales/nl/debug.json'),
    legal: () => import('../locales/nl/legal.json'),
    auth: () => import('../locales/nl/auth.json'),
    onboarding: () => import('../locales/nl/onboarding.json'),
    profile: () => import('../locales/nl/profile.json'),
    admin: () => import('../locales/nl/admin.json'),
    companies: () => import('../locales/nl/companies.json'),
    employers: () => import('../locales/nl/employers.json'),
    audit: () => import('../locales/nl/audit.json'),
    wearables: () => import('../locales/nl/wearables.json'),
    dashboard: () => import('../locales/nl/dashboard.json'),
    gamification: () => import('../locales/nl/gamification.json'),
    leaderboard: () => import('../locales/nl/leaderboard.json'),
    rewards: () => import('../locales/nl/rewards.json'),
    rewardsAdmin: () => import('../locales/nl/rewardsAdmin.json'),
    questionnaire: () => import('../locales/nl/questionnaire.json'),
    questionnaireItems: () => import('../locales/nl/questionnaireItems.json'),
    healthProfile: () => import('../locales/nl/healthProfile.json'),
    coach: () => import('../locales/nl/coach.json'),
  },
  fr: {
    common: () => import('../locales/fr/common.json'),
    landing: () => import('../locales/fr/landing.json'),
    pages: () => import('../locales/fr/pages.json'),
    errors: () => import('../locales/fr/errors.json'),
    ui: () => import('../locales/fr/ui.json'),
    debug: () => import('../locales/fr/debug.json'),
    legal: () => import('../locales/fr/legal.json'),
    auth: () => import('../locales/fr/auth.json'),
    onboarding: () => import('../locales/fr/onboarding.json'),
    profile: () => import('../locales/fr/profile.json'),
    admin: () => import('../locales/fr/admin.json'),
    companies: () => import('../locales/fr/companies.json'),
    employers: () => import('../locales/fr/employers.json'),
    audit: () => import('../locales/fr/audit.json'),
    wearables: () => import('../locales/fr/wearables.json'),
    dashboard: () => import('../locales/fr/dashboard.json'),
    gamification: () => import('../locales/fr/gamification.json'),
    leaderboard: () => import('../locales/fr/leaderboard.json'),
    rewards: () => import('../locales/fr/rewards.json'),
    rewardsAdmin: () => import('../locales/fr/rewardsAdmin.json'),
    questionnaire: () => import('../locales/fr/questionnaire.json'),
    questionnaireItems: () => import('../locales/fr/questionnaireItems.json'),
    healthProfile: () => import('../locales/fr/healthProfile.json'),
    coach: () => import('../locales/fr/coach.json'),
  },
  it: {
    common: () => import('../locales/it/common.json'),
    landing: () => import('../locales/it/landing.json'),
    pages: () => import('../locales/it/pages.json'),
    errors: () => import('../locales/it/errors.json'),
    ui: () => import('../locales/it/ui.json'),
    debug: () => import('../locales/it/debug.json'),
    legal: () => import('../locales/it/legal.json'),
    auth: () => import('../locales/it/auth.json'),
    onboarding: () => import('../locales/it/onboarding.json'),
    profile: () => import('../locales/it/profile.json'),
    admin: () => import('../locales/it/admin.json'),
    companies: () => import('../locales/it/companies.json'),
    employers: () => import('../locales/it/employers.json'),
    audit: () => import('../locales/it/audit.json'),
    wearables: () => import('../locales/it/wearables.json'),
    dashboard: () => import('../locales/it/dashboard.json'),
    gamification: () => import('../locales/it/gamification.json'),
    leaderboard: () => import('../locales/it/leaderboard.json'),
    rewards: () => import('../locales/it/rewards.json'),
    rewardsAdmin: () => import('../locales/it/rewardsAdmin.json'),
    questionnaire: () => import('../locales/it/questionnaire.json'),
    questionnaireItems: () => import('../locales/it/questionnaireItems.json'),
    healthProfile: () => import('../locales/it/healthProfile.json'),
    coach: () => import('../locales/it/coach.json'),
  },
};
