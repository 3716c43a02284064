import type { TConfig } from '../config.ts';

/**
 * The one list of origins this server trusts to send state-changing requests: our CSRF check (plugins/csrf-origin.ts)
 * and Better Auth's `trustedOrigins` (features/auth/auth.ts) both use it.
 *
 * - PUBLIC_URL's origin and every origin in ALLOWED_ORIGINS (e.g. the mobile app's `capacitor://localhost`);
 * - in development only: the Vite dev server (port 5173), and every loopback spelling (`localhost`, `127.0.0.1`,
 *   `[::1]`) of the server's own port and of PUBLIC_URL when that is a loopback address. A newcomer who opens
 *   http://127.0.0.1:3000 instead of the default PUBLIC_URL http://localhost:3000 can then use the app; those origins
 *   can only be served by this machine.
 */

export type TTrustedOriginsConfig = Pick<TConfig, 'publicUrl' | 'nodeEnv' | 'allowedOrigins'> & {
  /** The port the server listens on (PORT); 0 (any free port) adds nothing. */
  port?: number;
};

/** The Vite dev server (`npm run dev`), which proxies /api to this server. */
export const VITE_DEV_SERVER_PORT = 5173;
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

/**
 * The origin of a URL or origin string, or null. Non-special schemes (`capacitor://localhost`, sent by app WebViews)
 * have an opaque origin in WHATWG URL; they are kept as `scheme://host`. Truly opaque origins (`null`, file:, data:)
 * give null.
 */
export function originOf(value: string): string | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.origin !== 'null') return url.origin;
  return url.host ? `${url.protocol}//${url.host}` : null;
}

function isLoopback(hostname: string): boolean {
  return (LOOPBACK_HOSTS as readonly string[]).includes(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

function loopbackOrigins(port: string): string[] {
  return LOOPBACK_HOSTS.map((host) => `http://${host}${port ? `:${port}` : ''}`);
}

/** Every trusted origin, without duplicates, PUBLIC_URL's first. */
export function trustedOrigins(config: TTrustedOriginsConfig): string[] {
  const origins: string[] = [];
  for (const value of [config.publicUrl, ...config.allowedOrigins]) {
    const origin = originOf(value);
    if (origin) origins.push(origin);
  }
  if (config.nodeEnv === 'development') {
    const publicUrl = new URL(config.publicUrl);
    if (publicUrl.protocol === 'http:' && isLoopback(publicUrl.hostname))
      origins.push(...loopbackOrigins(publicUrl.port));
    if (config.port) origins.push(...loopbackOrigins(String(config.port)));
    origins.push(...loopbackOrigins(String(VITE_DEV_SERVER_PORT)));
  }
  return [...new Set(origins)];
}
