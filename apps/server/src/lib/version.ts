import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.ts';

function readVersion(): string {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'version' in parsed && typeof parsed.version === 'string') {
      return parsed.version;
    }
  } catch {
    // Fall through: a missing or broken package.json must not stop the server.
  }
  return '0.0.0';
}

/** The product version, read once from the root package.json. */
export const appVersion: string = readVersion();
