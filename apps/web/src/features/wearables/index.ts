/**
 * wearables: the tracker connection and the daily health metrics (server: features/wearables, contracts:
 * wearables.ts). The tracker screen, the Fitbit callback, the connect and disconnect dialogs, the dashboard's cards
 * (today's values, trends, sync info) and the actions the dashboard's quick actions run; the profile and onboarding
 * use the connection components.
 */
export { wearablesPages } from './wearables.routes.ts';
export { useHealthToday } from './api/get-health-today.ts';
export { useWearables } from './api/get-wearables.ts';
export { useLogManualActivity } from './api/log-manual-activity.ts';
export { ConnectWearableDialog } from './components/connect-wearable-dialog.tsx';
export { DemoDataBadge } from './components/demo-data-badge.tsx';
export { FitbitCallbackPage } from './components/fitbit-callback-page.tsx';
export { SyncInfoCard } from './components/sync-info-card.tsx';
export { TodaySummary } from './components/today-summary.tsx';
export { TrackerPage } from './components/tracker-page.tsx';
export { TrendCard } from './components/trend-card.tsx';
export { TrackerConnectedNote, WearableConnection } from './components/wearable-connection.tsx';
export { WearableProfileCard } from './components/wearable-profile-card.tsx';
export { useSyncDemo, useSyncNow } from './hooks/use-sync-actions.ts';
export { formatMetricValue } from './lib/metrics.ts';
