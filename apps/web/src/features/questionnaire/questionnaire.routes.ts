import type { TNamespace } from '@openwell/i18n';
import { USER_SCREEN, type TPageRoute } from '@/lib/page-route.ts';

/**
 * Issue 12: the questionnaire's wizard and direct variant, the texts of its questions, the profile shown after it
 * (whose focus suggests goals: gamification's GoalSuggestion).
 */
const QUESTIONNAIRE_PAGE: readonly TNamespace[] = [
  'questionnaire',
  'questionnaireItems',
  'healthProfile',
  'gamification',
  'errors',
];

export const questionnairePages: readonly TPageRoute[] = [
  {
    name: 'anamnesebogen',
    path: '/anamnesebogen',
    load: () => import('./pages/anamnesebogen.tsx'),
    namespaces: QUESTIONNAIRE_PAGE,
    access: USER_SCREEN,
  },
  {
    name: 'anamnesebogen-direct',
    path: '/anamnesebogen-direct',
    load: () => import('./pages/anamnesebogen-direct.tsx'),
    namespaces: QUESTIONNAIRE_PAGE,
    access: USER_SCREEN,
  },
];
