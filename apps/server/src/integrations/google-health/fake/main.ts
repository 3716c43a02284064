/**
 * `npm run fake:google-health -- [--port 4410] [--days 30] [--time-zone Europe/Zurich] [--retry-after 30]
 * [--refresh-token-days 7] [--control]`: the fake Google Health API + OAuth server on 127.0.0.1 for a developer's
 * running product (standalone.ts): one person with a live history up to today, today as far as it has gone (as the
 * real API serves it), consenting to every requested scope. Stops on Ctrl+C.
 */
import { FAKE_GOOGLE_CLIENT_ID, FAKE_GOOGLE_CLIENT_SECRET } from './state.ts';
import { parseStandaloneArgs, STANDALONE_USER, startStandaloneFake } from './standalone.ts';

const print = (text: string) => process.stdout.write(`${text}\n`);

const options = parseStandaloneArgs(process.argv.slice(2));
const fake = await startStandaloneFake(options);

print(`Fake Google Health API listening on ${fake.url}`);
print(`  Health API base:   ${fake.url}/  (paths /v4/users/me/...)`);
print(`  OAuth authorize:   ${fake.authorizeUrl}`);
print(`  OAuth token:       ${fake.tokenUrl}`);
print(`  OAuth revoke:      ${fake.revokeUrl}`);
print(`  Client id:         ${FAKE_GOOGLE_CLIENT_ID}`);
print(`  Client secret:     ${FAKE_GOOGLE_CLIENT_SECRET}`);
print(`  Redirect URIs:     any http://localhost or http://127.0.0.1 URL`);
print(
  `  User:              ${STANDALONE_USER} (${options.timeZone}), ${options.days} days of data up to today ` +
    `(${fake.state.todayOf(STANDALONE_USER)}), today as far as it has gone there: the night's sleep once it ends ` +
    '(5:00-8:00), steps from 7:00; each new day as it comes',
);

const stop = () => {
  void fake.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
