/**
 * `npm run fake:google-health -- [--port 4410] [--days 30] [--time-zone Europe/Zurich] [--retry-after 30] [--control]`:
 * the fake Google Health API + OAuth server on 127.0.0.1 for a developer's running product. It seeds one user with a
 * deterministic history ending yesterday and consents to every requested scope. Stops on Ctrl+C.
 */
import { parseArgs } from 'node:util';
import { addDays } from '@openwell/contracts';
import { startFakeGoogleHealth } from './fake-google-health-server.ts';
import { FAKE_GOOGLE_CLIENT_ID, FAKE_GOOGLE_CLIENT_SECRET } from './state.ts';

const print = (text: string) => process.stdout.write(`${text}\n`);

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4410' },
    days: { type: 'string', default: '30' },
    'time-zone': { type: 'string', default: 'Europe/Zurich' },
    'retry-after': { type: 'string' },
    'refresh-token-days': { type: 'string' },
    /** Serve the control API under /__control (seed users, consent, faults, request log) for the e2e suite. */
    control: { type: 'boolean', default: false },
  },
});

const timeZone = values['time-zone'];
const fake = await startFakeGoogleHealth({
  port: Number(values.port),
  control: values.control,
  users: [{ healthUserId: 'fake-user-1', timeZone }],
  retryAfterSeconds: values['retry-after'] === undefined ? null : Number(values['retry-after']),
  refreshTokenLifetimeSeconds:
    values['refresh-token-days'] === undefined ? null : Number(values['refresh-token-days']) * 86400,
});
const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
const yesterday = addDays(today, -1);
fake.state.seedHistory('fake-user-1', { days: Number(values.days), endDate: yesterday });

print(`Fake Google Health API listening on ${fake.url}`);
print(`  Health API base:   ${fake.url}/  (paths /v4/users/me/...)`);
print(`  OAuth authorize:   ${fake.authorizeUrl}`);
print(`  OAuth token:       ${fake.tokenUrl}`);
print(`  OAuth revoke:      ${fake.revokeUrl}`);
print(`  Client id:         ${FAKE_GOOGLE_CLIENT_ID}`);
print(`  Client secret:     ${FAKE_GOOGLE_CLIENT_SECRET}`);
print(`  Redirect URIs:     any http://localhost or http://127.0.0.1 URL`);
print(`  User:              fake-user-1 (${timeZone}), ${values.days} days of data up to ${yesterday}`);

const stop = () => {
  void fake.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
