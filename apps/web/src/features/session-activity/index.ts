/**
 * session-activity: session_start / _activity / _end while a user is signed in (server:
 * features/session-activity, contracts: session-activity.ts). Runs on every page: kept tiny, and its code
 * (lib/session-activity.ts) loads only once somebody is signed in.
 */
export { useSessionActivity } from './lib/use-session-activity.ts';
