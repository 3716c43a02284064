import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export type OpenApiOptions = { version: string };

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
      // No `servers`: the docs page then calls the origin it was loaded from, which our CSP (connect-src 'self') allows.
      servers: [],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
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
