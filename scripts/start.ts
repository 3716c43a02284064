/**
 * `npm start`: builds the web app when its inputs changed since the last build (apps/web/scripts/build.ts, ADR 024),
 * then runs the server in this same process, so a start on a built checkout pays for one Node.js and no second npm.
 * Node's compile cache (in node_modules/.cache/openwell-compile, made anew by `npm ci`) keeps the compiled modules, the
 * server's TypeScript with its types stripped included, from one start to the next: measured on a built checkout,
 * `npm start` to a healthy `/api/health` 3.6-3.9 s before (a second npm, no cache), see ADR 024 for after.
 */
import { enableCompileCache } from 'node:module';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
enableCompileCache(join(root, 'node_modules', '.cache', 'openwell-compile'));

const { build } = await import('../apps/web/scripts/build.ts');
await build({ ifChanged: true });
await import('../apps/server/src/server.ts');
