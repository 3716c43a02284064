export { FAKE_OAUTH_PATHS, startFakeGoogleHealth, type FakeGoogleHealth } from './fake-google-health-server.ts';
export {
  FAKE_GOOGLE_CLIENT_ID,
  FAKE_GOOGLE_CLIENT_SECRET,
  FakeGoogleHealthState,
  type TConsentChoice,
  type TFakeGoogleHealthOptions,
  type TFakeUser,
  type TFault,
  type TLoggedRequest,
} from './state.ts';
export { generateHistory, type THistoryOptions } from './history.ts';
export { DATA_TYPES, KNOWN_SCOPES, SCOPE_PREFIX } from './data-types.ts';
export type { TDataPoint, TDataSource } from './points.ts';
