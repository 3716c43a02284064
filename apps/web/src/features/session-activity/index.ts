/**
 * session-activity: session_start / _activity / _end while a user is signed in (server:
 * features/session-activity, contracts: session-activity.ts). Runs on every page: kept tiny.
 */
export { startSessionActivity, useSessionActivity } from './lib/session-activity.ts';
