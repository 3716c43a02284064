/**
 * Precompression (docs/decisions/011-prerendered-public-pages.md): writes `<file>.br` (brotli,
 * quality 11) and `<file>.gz` (gzip, level 9) beside every compressible file of the build, so the
 * server sends them as they are (@fastify/static `preCompressed`) instead of compressing per
 * request or not at all. A variant is kept only when it is smaller than the file; the server then
 * falls back to the next encoding and finally to the file itself.
 *
 * Run last in `npm run build` (after the prerendering): `node scripts/precompress.ts [dir]`.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; images such as PNG or WOFF2 fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|webmanifest|svg|txt|xml|map)$/;

export interface TPrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

export function precompressDirectory(dir: string): TPrecompressResult {
  const result: TPrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const path of [...walk(dir)]) {
    if (!COMPRESSIBLE.test(path)) continue;
    const source = readFileSync(path);
    const variants = [
      {
        path: `${path}.br`,
        data: brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
      },
      { path: `${path}.gz`, data: gzipSync(source, { level: constants.Z_BEST_COMPRESSION }) },
    ];
    result.files += 1;
    result.bytes += source.length;
    for (const variant of variants) {
      const smaller = variant.data.length < source.length;
      if (smaller) writeFileSync(variant.path, variant.data);
      else rmSync(variant.path, { force: true });
      const size = smaller ? variant.data.length : source.length;
      if (variant.path.endsWith('.br')) result.brotliBytes += size;
      else result.gzipBytes += size;
    }
  }
  return result;
}

if (import.meta.main) {
  const dir = process.argv[2] ?? join(import.meta.dirname, '..', 'dist');
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`precompress: ${dir} is not a directory (run vite build first)`);
    process.exit(1);
  }
  const { files, bytes, brotliBytes, gzipBytes } = precompressDirectory(dir);
  const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;
  console.info(
    `precompressed ${files} files in ${relative(process.cwd(), dir) || '.'}: ${kb(bytes)} -> ${kb(brotliBytes)} brotli, ${kb(gzipBytes)} gzip`,
  );
}
