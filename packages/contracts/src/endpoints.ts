import { ACCOUNTS_ENDPOINTS } from './accounts.ts';
import { ADMIN_ENDPOINTS } from './admin.ts';
import { AUDIT_ENDPOINTS } from './audit.ts';
import { AUTH_ENDPOINTS } from './auth.ts';
import { COACH_ENDPOINTS } from './coach.ts';
import { COMPANIES_ENDPOINTS } from './companies.ts';
import type { TEndpoint } from './endpoint.ts';
import { EMPLOYERS_ENDPOINTS } from './employers.ts';
import { GAMIFICATION_ENDPOINTS } from './gamification.ts';
import { LEADERBOARD_ENDPOINTS } from './leaderboard.ts';
import { MAIL_ENDPOINTS } from './mail.ts';
import { QUESTIONNAIRE_ENDPOINTS } from './questionnaire.ts';
import { REWARDS_ENDPOINTS } from './rewards.ts';
import { SESSION_ACTIVITY_ENDPOINTS } from './session-activity.ts';
import { getHealth } from './system.ts';
import { WEARABLES_ENDPOINTS } from './wearables.ts';

/** Every endpoint of the API, by feature. The server must register exactly these (a test checks both ways). */
export const ENDPOINTS: readonly TEndpoint[] = [
  getHealth,
  ...AUTH_ENDPOINTS,
  ...ACCOUNTS_ENDPOINTS,
  ...COMPANIES_ENDPOINTS,
  ...ADMIN_ENDPOINTS,
  ...EMPLOYERS_ENDPOINTS,
  ...AUDIT_ENDPOINTS,
  ...SESSION_ACTIVITY_ENDPOINTS,
  ...MAIL_ENDPOINTS,
  ...WEARABLES_ENDPOINTS,
  ...GAMIFICATION_ENDPOINTS,
  ...LEADERBOARD_ENDPOINTS,
  ...REWARDS_ENDPOINTS,
  ...QUESTIONNAIRE_ENDPOINTS,
  ...COACH_ENDPOINTS,
];
