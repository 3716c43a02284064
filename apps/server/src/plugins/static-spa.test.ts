import Fastify, { type FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@openwell/i18n';
import type { TPrerenderManifest } from './prerendered-pages.ts';
import staticSpaPlugin, { IMMUTABLE_CACHE, REVALIDATE_CACHE } from './static-spa.ts';

/**
 * The built web app as the server sends it: precompressed variants chosen by Accept-Encoding, and the
 * prerendered public pages in the visitor's language (docs/decisions/011-prerendered-public-pages.md).
 * A bare Fastify with the plugin on a made-up dist; the whole app is tested in test/static-spa.test.ts.
 */
const SCRIPT = '/assets/index-abc123.js';
const SCRIPT_BODY = `export const text = "${'OpenWell '.repeat(200)}";\n`;
const SHELL = `<!doctype html><html><head><title>OpenWell</title></head><body><div id="root"></div>${' '.repeat(500)}</body></html>`;
const page = (language: string, name: string) =>
  `<!doctype html><html lang="${language}"><body><div id="root">${name} in ${language}</div>${' '.repeat(500)}</body></html>`;
const MANIFEST: TPrerenderManifest = {
  languages: [...LANGUAGES],
  pages: [
    { path: '/', keys: [], search: {}, file: 'index.html' },
    { path: '/auth', keys: ['tab', 'view'], search: {}, file: 'auth.html' },
    { path: '/auth', keys: ['tab', 'view'], search: { tab: 'signup' }, file: 'auth-signup.html' },
  ],
};

type TEncoding = 'br' | 'gzip' | undefined;

function decoded(body: Buffer, encoding: TEncoding): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe('static SPA: precompressed files and prerendered pages', () => {
  let dist: string;
  let app: FastifyInstance;

  async function put(path: string, content: string, compress = true): Promise<void> {
    const file = join(dist, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
    if (!compress) return;
    await writeFile(`${file}.br`, brotliCompressSync(content));
    await writeFile(`${file}.gz`, gzipSync(content));
  }

  async function get(url: string, headers: Record<string, string> = {}) {
    const response = await app.inject({ method: 'GET', url, headers });
    const encoding = response.headers['content-encoding'] as TEncoding;
    return { response, encoding, text: decoded(response.rawPayload, encoding) };
  }

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'openwell-static-spa-'));
    await put('index.html', SHELL);
    await put(SCRIPT.slice(1), SCRIPT_BODY);
    await put('sw.js', 'self.addEventListener("fetch", () => {});', false);
    for (const language of LANGUAGES) {
      await put(`prerendered/${language}/index.html`, page(language, 'landing'));
      await put(`prerendered/${language}/auth.html`, page(language, 'login'));
      await put(`prerendered/${language}/auth-signup.html`, page(language, 'sign-up'));
    }
    await put('prerendered/manifest.json', JSON.stringify(MANIFEST));
    app = Fastify();
    await app.register(staticSpaPlugin, { webDistDir: dist });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ] as const)('sends the main script to Accept-Encoding "%s" as %s', async (acceptEncoding, expected) => {
    const { response, encoding, text } = await get(SCRIPT, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
    expect(response.statusCode).toBe(200);
    expect(encoding).toBe(expected);
    expect(text).toBe(SCRIPT_BODY);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    if (expected) expect(Number(response.headers['content-length'])).toBeLessThan(SCRIPT_BODY.length / 4);
  });

  it('sends the app shell (index.html fallback) compressed, as HTML that revalidates', async () => {
    for (const [acceptEncoding, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const { response, encoding, text } = await get('/dashboard', { 'accept-encoding': acceptEncoding });
      expect(encoding, acceptEncoding).toBe(expected);
      expect(text).toBe(SHELL);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('sends a file without compressed variants as it is', async () => {
    const { response, encoding } = await get('/sw.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(encoding).toBeUndefined();
    expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE);
  });

  it('answers a prerendered page in the language of Accept-Language, compressed, varying on what chose it', async () => {
    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const { response, encoding, text } = await get('/', {
        'accept-encoding': acceptEncoding,
        'accept-language': 'de-CH,de;q=0.9,en;q=0.8',
      });
      expect(response.statusCode).toBe(200);
      expect(encoding, acceptEncoding).toBe(expected);
      expect(text).toBe(page('de', 'landing'));
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['content-language']).toBe('de');
      expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE);
      const vary = String(response.headers.vary).toLowerCase();
      for (const header of ['accept-encoding', 'accept-language', 'cookie']) expect(vary).toContain(header);
    }
  });

  it('prefers the stored choice (cookie) over Accept-Language, and falls back to English', async () => {
    expect((await get('/', { cookie: 'a=b; i18nextLng=it', 'accept-language': 'fr' })).text).toBe(
      page('it', 'landing'),
    );
    expect((await get('/', { 'accept-language': 'ja-JP, ja' })).text).toBe(page('en', 'landing'));
    expect((await get('/', { cookie: 'i18nextLng=xx', 'accept-language': 'nl' })).text).toBe(page('nl', 'landing'));
  });

  it('picks the variant of the query parameters the page depends on', async () => {
    const headers = { 'accept-language': 'fr' };
    expect((await get('/auth', headers)).text).toBe(page('fr', 'login'));
    expect((await get('/auth/', headers)).text).toBe(page('fr', 'login'));
    expect((await get('/auth?tab=signup', headers)).text).toBe(page('fr', 'sign-up'));
    // Parameters the page does not read do not matter; a view without a prerendered variant gets the shell.
    expect((await get('/auth?utm_source=mail', headers)).text).toBe(page('fr', 'login'));
    expect((await get('/auth?view=forgot', headers)).text).toBe(SHELL);
    expect((await get('/auth/fitbit/callback?code=1', headers)).text).toBe(SHELL);
  });

  it('does not serve the prerendered files under their own paths', async () => {
    for (const url of ['/prerendered/de/index.html', '/prerendered/manifest.json', '/prerendered']) {
      const { response, text } = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(text, url).toBe(SHELL);
    }
  });
});
