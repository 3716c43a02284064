/**
 * dashboard: the user's start page (/dashboard), composed of the features' cards (wearables' today, trends, sync
 * info; gamification's streak, points, level, multipliers, goals, health score and badges; later issues' AI tip,
 * questionnaire and coach, whose places it reserves) and the quick actions.
 */
export { dashboardPages } from './dashboard.routes.ts';
export { DashboardPage } from './components/dashboard-page.tsx';
