/**
 * Every translation loaded eagerly: for Node (tests, server-rendered e-mails), not for the browser.
 */
import type { TLanguage, TNamespace, TResourceTree } from './index.ts';
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enLanding from '../locales/en/landing.json' with { type: 'json' };
import enPages from '../locales/en/pages.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import enUi from '../locales/en/ui.json' with { type: 'json' };
import enDebug from '../locales/en/debug.json' with { type: 'json' };
import enLegal from '../locales/en/legal.json' with { type: 'json' };
import enAuth from '../locales/en/auth.json' with { type: 'json' };
import enOnboarding from '../locales/en/onboarding.json' with { type: 'json' };
import enProfile from '../locales/en/profile.json' with { type: 'json' };
import enAdmin from '../locales/en/admin.json' with { type: 'json' };
import enMail from '../locales/en/mail.json' with { type: 'json' };
import enCompanies from '../locales/en/companies.json' with { type: 'json' };
import enEmployers from '../locales/en/employers.json' with { type: 'json' };
import enAudit from '../locales/en/audit.json' with { type: 'json' };
import enWearables from '../locales/en/wearables.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import enGamification from '../locales/en/gamification.json' with { type: 'json' };
import enLeaderboard from '../locales/en/leaderboard.json' with { type: 'json' };
import enRewards from '../locales/en/rewards.json' with { type: 'json' };
import enRewardsAdmin from '../locales/en/rewardsAdmin.json' with { type: 'json' };
import enQuestionnaire from '../locales/en/questionnaire.json' with { type: 'json' };
import enQuestionnaireItems from '../locales/en/questionnaireItems.json' with { type: 'json' };
import enHealthProfile from '../locales/en/healthProfile.json' with { type: 'json' };
import enCoach from '../locales/en/coach.json' with { type: 'json' };
import enCoachEngine from '../locales/en/coachEngine.json' with { type: 'json' };
import deCommon from '../locales/de/common.json' with { type: 'json' };
import deLanding from '../locales/de/landing.json' with { type: 'json' };
import dePages from '../locales/de/pages.json' with { type: 'json' };
import deErrors from '../locales/de/errors.json' with { type: 'json' };
import deUi from '../locales/de/ui.json' with { type: 'json' };
import deDebug from '../locales/de/debug.json' with { type: 'json' };
import deLegal from '../locales/de/legal.json' with { type: 'json' };
import deAuth from '../locales/de/auth.json' with { type: 'json' };
import deOnboarding from '../locales/de/onboarding.json' with { type: 'json' };
import deProfile from '../locales/de/profile.json' with { type: 'json' };
import deAdmin from '../locales/de/admin.json' with { type: 'json' };
import deMail from '../locales/de/mail.json' with { type: 'json' };
import deCompanies from '../locales/de/companies.json' with { type: 'json' };
import deEmployers from '../locales/de/employers.json' with { type: 'json' };
import deAudit from '../locales/de/audit.json' with { type: 'json' };
import deWearables from '../locales/de/wearables.json' with { type: 'json' };
import deDashboard from '../locales/de/dashboard.json' with { type: 'json' };
import deGamification from '../locales/de/gamification.json' with { type: 'json' };
import deLeaderboard from '../locales/de/leaderboard.json' with { type: 'json' };
import deRewards from '../locales/de/rewards.json' with { type: 'json' };
import deRewardsAdmin from '../locales/de/rewardsAdmin.json' with { type: 'json' };
import deQuestionnaire from '../locales/de/questionnaire.json' with { type: 'json' };
import deQuestionnaireItems from '../locales/de/questionnaireItems.json' with { type: 'json' };
import deHealthProfile from '../locales/de/healthProfile.json' with { type: 'json' };
import deCoach from '../locales/de/coach.json' with { type: 'json' };
import deCoachEngine from '../locales/de/coachEngine.json' with { type: 'json' };
import nlCommon from '../locales/nl/common.json' with { type: 'json' };
import nlLanding from '../locales/nl/landing.json' with { type: 'json' };
import nlPages from '../locales/nl/pages.json' with { type: 'json' };
import nlErrors from '../locales/nl/errors.json' with { type: 'json' };
import nlUi from '../locales/nl/ui.json' with { type: 'json' };
import nlDebug from '../locales/nl/debug.json' with { type: 'json' };
import nlLegal from '../locales/nl/legal.json' with { type: 'json' };
import nlAuth from '../locales/nl/auth.json' with { type: 'json' };
import nlOnboarding from '../locales/nl/onboarding.json' with { type: 'json' };
import nlProfile from '../locales/nl/profile.json' with { type: 'json' };
import nlAdmin from '../locales/nl/admin.json' with { type: 'json' };
import nlMail from '../locales/nl/mail.json' with { type: 'json' };
import nlCompanies from '../locales/nl/companies.json' with { type: 'json' };
import nlEmployers from '../locales/nl/employers.json' with { type: 'json' };
import nlAudit from '../locales/nl/audit.json' with { type: 'json' };
import nlWearables from '../locales/nl/wearables.json' with { type: 'json' };
import nlDashboard from '../locales/nl/dashboard.json' with { type: 'json' };
import nlGamification from '../locales/nl/gamification.json' with { type: 'json' };
import nlLeaderboard from '../locales/nl/leaderboard.json' with { type: 'json' };
import nlRewards from '../locales/nl/rewards.json' with { type: 'json' };
import nlRewardsAdmin from '../locales/nl/rewardsAdmin.json' with { type: 'json' };
import nlQuestionnaire from '../locales/nl/questionnaire.json' with { type: 'json' };
import nlQuestionnaireItems from '../locales/nl/questionnaireItems.json' with { type: 'json' };
import nlHealthProfile from '../locales/nl/healthProfile.json' with { type: 'json' };
import nlCoach from '../locales/nl/coach.json' with { type: 'json' };
import nlCoachEngine from '../locales/nl/coachEngine.json' with { type: 'json' };
import frCommon from '../locales/fr/common.json' with { type: 'json' };
import frLanding from '../locales/fr/landing.json' with { type: 'json' };
import frPages from '../locales/fr/pages.json' with { type: 'json' };
import frErrors from '../locales/fr/errors.json' with { type: 'json' };
import frUi from '../locales/fr/ui.json' with { type: 'json' };
import frDebug from '../locales/fr/debug.json' with { type: 'json' };
import frLegal from '../locales/fr/legal.json' with { type: 'json' };
import frAuth from '../locales/fr/auth.json' with { type: 'json' };
import frOnboarding from '../locales/fr/onboarding.json' with { type: 'json' };
import frProfile from '../locales/fr/profile.json' with { type: 'json' };
import frAdmin from '../locales/fr/admin.json' with { type: 'json' };
import frMail from '../locales/fr/mail.json' with { type: 'json' };
import frCompanies from '../locales/fr/companies.json' with { type: 'json' };
import frEmployers from '../locales/fr/employers.json' with { type: 'json' };
import frAudit from '../locales/fr/audit.json' with { type: 'json' };
import frWearables from '../locales/fr/wearables.json' with { type: 'json' };
import frDashboard from '../locales/fr/dashboard.json' with { type: 'json' };
import frGamification from '../locales/fr/gamification.json' with { type: 'json' };
import frLeaderboard from '../locales/fr/leaderboard.json' with { type: 'json' };
import frRewards from '../locales/fr/rewards.json' with { type: 'json' };
import frRewardsAdmin from '../locales/fr/rewardsAdmin.json' with { type: 'json' };
import frQuestionnaire from '../locales/fr/questionnaire.json' with { type: 'json' };
import frQuestionnaireItems from '../locales/fr/questionnaireItems.json' with { type: 'json' };
import frHealthProfile from '../locales/fr/healthProfile.json' with { type: 'json' };
import frCoach from '../locales/fr/coach.json' with { type: 'json' };
import frCoachEngine from '../locales/fr/coachEngine.json' with { type: 'json' };
import itCommon from '../locales/it/common.json' with { type: 'json' };
import itLanding from '../locales/it/landing.json' with { type: 'json' };
import itPages from '../locales/it/pages.json' with { type: 'json' };
import itErrors from '../locales/it/errors.json' with { type: 'json' };
import itUi from '../locales/it/ui.json' with { type: 'json' };
import itDebug from '../locales/it/debug.json' with { type: 'json' };
import itLegal from '../locales/it/legal.json' with { type: 'json' };
import itAuth from '../locales/it/auth.json' with { type: 'json' };
import itOnboarding from '../locales/it/onboarding.json' with { type: 'json' };
import itProfile from '../locales/it/profile.json' with { type: 'json' };
import itAdmin from '../locales/it/admin.json' with { type: 'json' };
import itMail from '../locales/it/mail.json' with { type: 'json' };
import itCompanies from '../locales/it/companies.json' with { type: 'json' };
import itEmployers from '../locales/it/employers.json' with { type: 'json' };
import itAudit from '../locales/it/audit.json' with { type: 'json' };
import itWearables from '../locales/it/wearables.json' with { type: 'json' };
import itDashboard from '../locales/it/dashboard.json' with { type: 'json' };
import itGamification from '../locales/it/gamification.json' with { type: 'json' };
import itLeaderboard from '../locales/it/leaderboard.json' with { type: 'json' };
import itRewards from '../locales/it/rewards.json' with { type: 'json' };
import itRewardsAdmin from '../locales/it/rewardsAdmin.json' with { type: 'json' };
import itQuestionnaire from '../locales/it/questionnaire.json' with { type: 'json' };
import itQuestionnaireItems from '../locales/it/questionnaireItems.json' with { type: 'json' };
import itHealthProfile from '../locales/it/healthProfile.json' with { type: 'json' };
import itCoach from '../locales/it/coach.json' with { type: 'json' };
import itCoachEngine from '../locales/it/coachEngine.json' with { type: 'json' };

export const resources: Record<TLanguage, Record<TNamespace, TResourceTree>> = {
  en: {
    common: enCommon,
    landing: enLanding,
    pages: enPages,
    errors: enErrors,
    ui: enUi,
    debug: enDebug,
    legal: enLegal,
    auth: enAuth,
    onboarding: enOnboarding,
    profile: enProfile,
    admin: enAdmin,
    mail: enMail,
    companies: enCompanies,
    employers: enEmployers,
    audit: enAudit,
    wearables: enWearables,
    dashboard: enDashboard,
    gamification: enGamification,
    leaderboard: enLeaderboard,
    rewards: enRewards,
    rewardsAdmin: enRewardsAdmin,
    questionnaire: enQuestionnaire,
    questionnaireItems: enQuestionnaireItems,
    healthProfile: enHealthProfile,
    coach: enCoach,
    coachEngine: enCoachEngine,
  },
  de: {
    common: deCommon,
    landing: deLanding,
    pages: dePages,
    errors: deErrors,
    ui: deUi,
    debug: deDebug,
    legal: deLegal,
    auth: deAuth,
    onboarding: deOnboarding,
    profile: deProfile,
    admin: deAdmin,
    mail: deMail,
    companies: deCompanies,
    employers: deEmployers,
    audit: deAudit,
    wearables: deWearables,
    dashboard: deDashboard,
    gamification: deGamification,
    leaderboard: deLeaderboard,
    rewards: deRewards,
    rewardsAdmin: deRewardsAdmin,
    questionnaire: deQuestionnaire,
    questionnaireItems: deQuestionnaireItems,
    healthProfile: deHealthProfile,
    coach: deCoach,
    coachEngine: deCoachEngine,
  },
  nl: {
    common: nlCommon,
    landing: nlLanding,
    pages: nlPages,
    errors: nlErrors,
    ui: nlUi,
    debug: nlDebug,
    legal: nlLegal,
    auth: nlAuth,
    onboarding: nlOnboarding,
    profile: nlProfile,
    admin: nlAdmin,
    mail: nlMail,
    companies: nlCompanies,
    employers: nlEmployers,
    audit: nlAudit,
    wearables: nlWearables,
    dashboard: nlDashboard,
    gamification: nlGamification,
    leaderboard: nlLeaderboard,
    rewards: nlRewards,
    rewardsAdmin: nlRewardsAdmin,
    questionnaire: nlQuestionnaire,
    questionnaireItems: nlQuestionnaireItems,
    healthProfile: nlHealthProfile,
    coach: nlCoach,
    coachEngine: nlCoachEngine,
  },
  fr: {
    common: frCommon,
    landing: frLanding,
    pages: frPages,
    errors: frErrors,
    ui: frUi,
    debug: frDebug,
    legal: frLegal,
    auth: frAuth,
    onboarding: frOnboarding,
    profile: frProfile,
    admin: frAdmin,
    mail: frMail,
    companies: frCompanies,
    employers: frEmployers,
    audit: frAudit,
    wearables: frWearables,
    dashboard: frDashboard,
    gamification: frGamification,
    leaderboard: frLeaderboard,
    rewards: frRewards,
    rewardsAdmin: frRewardsAdmin,
    questionnaire: frQuestionnaire,
    questionnaireItems: frQuestionnaireItems,
    healthProfile: frHealthProfile,
    coach: frCoach,
    coachEngine: frCoachEngine,
  },
  it: {
    common: itCommon,
    landing: itLanding,
    pages: itPages,
    errors: itErrors,
    ui: itUi,
    debug: itDebug,
    legal: itLegal,
    auth: itAuth,
    onboarding: itOnboarding,
    profile: itProfile,
    admin: itAdmin,
    mail: itMail,
    companies: itCompanies,
    employers: itEmployers,
    audit: itAudit,
    wearables: itWearables,
    dashboard: itDashboard,
    gamification: itGamification,
    leaderboard: itLeaderboard,
    rewards: itRewards,
    rewardsAdmin: itRewardsAdmin,
    questionnaire: itQuestionnaire,
    questionnaireItems: itQuestionnaireItems,
    healthProfile: itHealthProfile,
    coach: itCoach,
    coachEngine: itCoachEngine,
  },
};
