/*
 * OpenWell service worker: keeps the built app shell available offline.
 *
 * - Precache: index.html and every built file. The list and a version are written into the marker
 *   line below by the `openwell:sw-precache` plugin in vite.config.ts at build time (the same list
 *   is in /sw-manifest.json). In development the list is empty and the worker caches nothing.
 * - /api/*: network only, never cached (health data must not linger in caches).
 * - Navigations: network first; offline, the cached index.html (the SPA routes on the client).
 * - Hashed assets under /assets/: cache first (their names change whenever their content does).
 * - Old caches (another version) are deleted on activate.
 * No framework on purpose: this file is served as-is from the site root.
 */

/* __OPENWELL_PRECACHE__ */ const PRECACHE = { version: 'dev', files: [] };

const CACHE_PREFIX = 'openwell-shell-';
const CACHE_NAME = `${CACHE_PREFIX}${PRECACHE.version}`;
const INDEX_URL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      if (PRECACHE.files.length > 0) {
        const cache = await caches.open(CACHE_NAME);
        await cache.addAll(PRECACHE.files);
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

/** The API in any case (`/API/...` is the API's own 404, never the app shell): the server matches it so too. */
function isApiRequest(url) {
  const path = url.pathname.toLowerCase();
  return path === '/api' || path.startsWith('/api/');
}

async function networkFirstNavigation(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(INDEX_URL, { cacheName: CACHE_NAME, ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  // ignoreVary: module scripts are requested with an Origin header the precache requests lacked,
  // and servers answer `Vary: Origin`; the files are immutable (hashed names), so it is safe.
  const cached = await caches.match(request, { cacheName: CACHE_NAME, ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const cache = await caches.open(CACHE_NAME);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Network only: the browser handles it, nothing is cached.
  if (isApiRequest(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstNavigation(request));
    return;
  }
  if (url.pathname.startsWith('/assets/') || PRECACHE.files.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});
