import { accountsPages } from '@/features/accounts/index.ts';
import { adminPages } from '@/features/admin/index.ts';
import { authPages } from '@/features/auth/index.ts';
import { dashboardPages } from '@/features/dashboard/index.ts';
import { employersPages } from '@/features/employers/index.ts';
import { gamificationPages } from '@/features/gamification/index.ts';
import { i18nDebugPages } from '@/features/i18n-debug/index.ts';
import { landingPages } from '@/features/landing/index.ts';
import { leaderboardPages } from '@/features/leaderboard/index.ts';
import { legalPages } from '@/features/legal/index.ts';
import { questionnairePages } from '@/features/questionnaire/index.ts';
import { rewardsPages } from '@/features/rewards/index.ts';
import { wearablesPages } from '@/features/wearables/index.ts';
import type { TPageRoute } from '@/lib/page-route.ts';

/**
 * The one list of the web features' pages, one entry per feature, each declared in its feature's folder (`features/<name>/<name>.routes.ts`,
 * exported through its index.ts; only that small module joins the router, the pages load on demand). router.tsx
 * builds PAGE_ROUTES from it. React Router ranks routes by how specific their paths are, so the order here does not
 * decide which page a URL opens. ARCHITECTURE.md, "Adding a feature"; ADR 025.
 */
export const FEATURE_PAGES: readonly (readonly TPageRoute[])[] = [
  landingPages,
  authPages,
  dashboardPages,
  wearablesPages,
  gamificationPages,
  accountsPages,
  rewardsPages,
  leaderboardPages,
  legalPages,
  questionnairePages,
  adminPages,
  employersPages,
  i18nDebugPages,
];
