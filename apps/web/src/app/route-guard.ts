/**
 * The route guard of `access` routes (router.tsx), loaded on demand with a guarded page. The router
 * imports this module, not the auth feature's index directly: an `import()` of the index would load
 * every export of the feature (all of /auth), while this static re-export takes only the guard
 * (feature indexes are side-effect free, vite.config.ts), so the guard's chunk stays about 1 KB.
 */
export { RequireAuth } from '@/features/auth/index.ts';
