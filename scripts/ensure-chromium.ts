/**
 * End-to-end tests use Debian's Chromium at /usr/bin/chromium; we never download a browser.
 * On a fresh machine of our kind (Debian, root) it is installed with apt-get.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install Debian's chromium package (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  console.log('Chromium not found: installing Debian chromium with apt-get ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed with exit ${result.status}`);
  }
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium is still missing at ${CHROMIUM_PATH} after apt-get install.`);
}
