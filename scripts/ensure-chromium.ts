/**
 * End-to-end tests drive Debian's Chromium; we never download a browser. By default its headless shell
 * (`/usr/bin/chromium-headless-shell`, package chromium-headless-shell: the same engine without the browser's own
 * window and compositing, which a headless test never shows; measured in ADR 006); `CHROMIUM_PATH` names another
 * binary, such as the full browser `/usr/bin/chromium`. On a fresh machine of our kind (Debian, root) the package of
 * a missing default is installed with apt-get.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The Debian packages of the binaries the tests may use by default, and the default. */
const DEBIAN_CHROMIUM_PACKAGES: Readonly<Record<string, string>> = {
  '/usr/bin/chromium-headless-shell': 'chromium-headless-shell',
  '/usr/bin/chromium': 'chromium',
};
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const debianPackage = DEBIAN_CHROMIUM_PACKAGES[CHROMIUM_PATH];
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!debianPackage || !isRoot || !existsSync('/usr/bin/apt-get')) {
    const suggested = debianPackage ?? 'chromium-headless-shell';
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install Debian's ${suggested} package (sudo apt-get install ${suggested}) or set CHROMIUM_PATH.`,
    );
  }
  console.log(`${CHROMIUM_PATH} not found: installing Debian ${debianPackage} with apt-get ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', debianPackage],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed with exit ${result.status}`);
  }
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium is still missing at ${CHROMIUM_PATH} after apt-get install.`);
}
