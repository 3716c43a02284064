import { accountsFeature } from './accounts/accounts.feature.ts';
import { adminFeature } from './admin/admin.feature.ts';
import { auditFeature } from './audit/audit.feature.ts';
import { authFeature } from './auth/auth.feature.ts';
import { coachFeature } from './coach/coach.feature.ts';
import { companiesFeature } from './companies/companies.feature.ts';
import { employersFeature } from './employers/employers.feature.ts';
import type { FeatureDescriptor } from './feature.ts';
import { gamificationFeature } from './gamification/gamification.feature.ts';
import { leaderboardFeature } from './leaderboard/leaderboard.feature.ts';
import { mailFeature } from './mail/mail.feature.ts';
import { questionnaireFeature } from './questionnaire/questionnaire.feature.ts';
import { rewardsFeature } from './rewards/rewards.feature.ts';
import { sessionActivityFeature } from './session-activity/session-activity.feature.ts';
import { systemFeature } from './system/system.feature.ts';
import { wearablesFeature } from './wearables/wearables.feature.ts';

/**
 * Every server feature, in the order their routes are registered (auth before the features whose routes need
 * request.user). Adding a feature: its folder with its `<name>.feature.ts`, its services in createServices
 * (services.ts), and one line here (ARCHITECTURE.md, "Adding a feature"; ADR 025).
 */
export const FEATURES: readonly FeatureDescriptor[] = [
  systemFeature,
  mailFeature,
  authFeature,
  companiesFeature,
  accountsFeature,
  employersFeature,
  adminFeature,
  auditFeature,
  sessionActivityFeature,
  wearablesFeature,
  gamificationFeature,
  questionnaireFeature,
  coachFeature,
  leaderboardFeature,
  rewardsFeature,
];
