import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root (the folder holding the root package.json). */
export const repoRoot: string = fileURLToPath(new URL('../../../../', import.meta.url)).replace(/\/$/, '');
