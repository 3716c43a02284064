import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type SecurityHeadersOptions = {
  /** Externally visible origin; HSTS and upgrade-insecure-requests only when it is https. */
  publicUrl: string;
};

export const HSTS_VALUE = 'max-age=31536000';

/**
 * Content Security Policy without inline scripts. Styles may be inline because toast and animation libraries inject
 * them. The Swagger UI page at /api/docs loads only external scripts, so it works under the same policy.
 */
export function contentSecurityDirectives(httpsOrigin: boolean): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // Over plain http (a LAN install, localhost) this directive would break every sub-resource.
    ...(httpsOrigin ? { upgradeInsecureRequests: [] } : {}),
  };
}

async function securityHeadersPlugin(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const httpsOrigin = new URL(options.publicUrl).protocol === 'https:';
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(httpsOrigin) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
    // HSTS is set below: only for https, never over plain http.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (httpsOrigin || request.protocol === 'https') void reply.header('strict-transport-security', HSTS_VALUE);
  });
}

export default fp(securityHeadersPlugin, { name: 'openwell-security-headers' });
