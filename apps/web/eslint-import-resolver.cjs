// CommonJS on purpose: eslint-module-utils loads resolvers with require().
/* eslint-disable @typescript-eslint/no-require-imports */
// ESLint import resolver (eslint-module-utils interface 2) for the web app's own paths, used by
// eslint-plugin-boundaries (eslint.config.js): `@/…` is `src/…` (as in vite.config.ts and
// tsconfig.json), relative paths are relative to the importing file. Imports name their file with
// its extension, so no extension guessing is needed. Packages are left to the node resolver.
const { existsSync, statSync } = require('node:fs');
const { dirname, join, resolve } = require('node:path');

const SRC = join(__dirname, 'src');

exports.interfaceVersion = 2;

exports.resolve = (source, file) => {
  let path = null;
  if (source.startsWith('@/')) path = join(SRC, source.slice(2));
  else if (source.startsWith('./') || source.startsWith('../')) path = resolve(dirname(file), source);
  if (path && existsSync(path) && statSync(path).isFile()) return { found: true, path };
  return { found: false };
};
