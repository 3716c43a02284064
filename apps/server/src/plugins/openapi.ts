import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@openwell/contracts';

export type OpenApiOptions = { version: string };

/** One tag per feature (the feature's folder name in server, web and contracts). */
const FEATURE_TAGS = [
  { name: 'system', description: 'Health of the installation.' },
  {
    name: 'auth',
    description: 'Sign-in, second factor, password reset and sessions (Better Auth, mounted at /api/auth).',
  },
  { name: 'accounts', description: 'Sign-up, the signed-in user, profile, consents and onboarding.' },
  { name: 'companies', description: 'Companies and departments; the public company-code lookup.' },
  {
    name: 'employers',
    description: 'Employer accounts: invitations by e-mail, accepting them, revoking access (platform admins).',
  },
  { name: 'admin', description: 'The admin area: admin sign-in, first-admin setup and user management.' },
  { name: 'audit', description: 'The security audit log, read by platform admins.' },
  { name: 'session-activity', description: 'Session start, activity and end of the signed-in user.' },
  {
    name: 'wearables',
    description: "The signed-in employee's tracker (Fitbit, demo data), its syncs, and their own daily health values.",
  },
  { name: 'mail', description: 'The development mailbox (404 in production).' },
];

type TOpenApiDocument = { paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>> };

/** Endpoints that answer another media type than JSON (an HTML page) get that type in the document. */
function withMediaTypes<T>(document: T): T {
  const paths = (document as TOpenApiDocument).paths ?? {};
  for (const endpoint of ENDPOINTS) {
    if (!endpoint.produces) continue;
    const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const operation = paths[path]?.[endpoint.method.toLowerCase()];
    const success = operation?.responses?.['200'] as { content?: Record<string, unknown> } | undefined;
    const json = success?.content?.['application/json'];
    if (success && json) success.content = { [endpoint.produces]: json };
  }
  return document;
}

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/**
 * The OpenAPI document is generated from the zod contracts of every route registered after this plugin.
 * Served at /api/openapi.json; a Swagger UI page at /api/docs (external scripts only, fits our CSP).
 */
async function openApiPlugin(app: FastifyInstance, options: OpenApiOptions): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'OpenWell API',
        description:
          'Employee health and wellness platform. Errors use one shape: { error: { code, message, details? } }.',
        version: options.version,
        license: { name: 'AGPL-3.0-or-later', url: 'https://www.gnu.org/licenses/agpl-3.0.html' },
      },
      // The relative server: the docs page calls the origin it was loaded from (our CSP allows only 'self').
      servers: [{ url: '/', description: 'This installation' }],
      tags: FEATURE_TAGS,
      components: {
        securitySchemes: {
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'better-auth.session_token',
            description:
              'The browser session (HttpOnly cookie set at sign-in; `__Secure-` prefixed over https). State-changing ' +
              'requests with it must come from a trusted Origin.',
          },
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'The mobile app: the session token from the `set-auth-token` header of a sign-in or sign-up.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => withMediaTypes(jsonSchemaTransformObject(input)),
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    uiConfig: { deepLinking: true },
    // validator.swagger.io would be an outside request (blocked by our CSP anyway).
    validatorUrl: false,
  });

  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());
}

export default fp(openApiPlugin, { name: 'openwell-openapi' });
