import Fastify from 'fastify';
import type {
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { TConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { registerFeatures } from './features/index.ts';
import type { JobDefinition } from './jobs/define-job.ts';
import { createJobQueue, type AttachableJobQueue } from './jobs/job-queue.ts';
import { systemClock } from './lib/clock.ts';
import type { Clock } from './lib/clock.ts';
import type { Logger } from './lib/logger.ts';
import { appVersion } from './lib/version.ts';
import errorsPlugin, { frameworkErrorHandler } from './plugins/errors.ts';
import csrfOriginPlugin from './plugins/csrf-origin.ts';
import { trackEndpointRoutes } from './plugins/endpoint-route.ts';
import openApiPlugin from './plugins/openapi.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import staticSpaPlugin from './plugins/static-spa.ts';

export type AppDeps = {
  config: TConfig;
  database: Database;
  logger: Logger;
  clock?: Clock;
  /** 32-byte key for data at rest (lib/crypto.ts); features that encrypt take it from here. */
  encryptionKey: Buffer;
  /** Hook for tests and later issues: registers extra routes after the core features, before the SPA catch-all. */
  registerExtraRoutes?: (app: AppInstance) => Promise<void> | void;
};

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  Logger,
  ZodTypeProvider
>;

export const REQUEST_ID_HEADER = 'x-request-id';

declare module 'fastify' {
  interface FastifyInstance {
    /** Jobs built with the features' services (registerFeatures); the server runs them beside `allJobs`. */
    featureJobs: readonly JobDefinition[];
    /** Where features send jobs; the server attaches the job runner to it once the runner has started. */
    jobQueue: AttachableJobQueue;
  }
}

/** A hop count means: trust the nearest `hops` proxies (Fastify's types take it as a function). */
function trustProxyOption(
  value: TConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/**
 * Builds the HTTP app without listening. Order: security headers -> errors -> rate limits, CSRF origin check ->
 * OpenAPI -> features (/api) -> SPA.
 */
export async function buildApp(deps: AppDeps): Promise<AppInstance> {
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    loggerInstance: deps.logger,
    genReqId: () => randomUUID(),
    // Stop keep-alive sockets that are idle at shutdown; in-flight requests still finish.
    forceCloseConnections: 'idle',
    frameworkErrors: frameworkErrorHandler,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: trustProxyOption(deps.config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  // Before any route: records which /api routes come from endpoint declarations (route-coverage test).
  app.decorate('endpointRoutes', trackEndpointRoutes(app));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  // During shutdown, answers to in-flight requests close their keep-alive connection, so close() can finish.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) void reply.header('connection', 'close');
    return payload;
  });

  await app.register(securityHeadersPlugin, { publicUrl: deps.config.publicUrl });
  await app.register(errorsPlugin);
  await app.register(rateLimitPlugin, { database: deps.database, clock });
  await app.register(csrfOriginPlugin, { config: deps.config });
  await app.register(openApiPlugin, { version: appVersion });

  const jobQueue = createJobQueue(deps.logger.child({ component: 'jobs' }));
  const { jobs } = await registerFeatures(app, {
    config: deps.config,
    database: deps.database,
    logger: deps.logger,
    clock,
    encryptionKey: deps.encryptionKey,
    jobQueue,
  });
  app.decorate('featureJobs', jobs);
  app.decorate('jobQueue', jobQueue);
  if (deps.registerExtraRoutes) await deps.registerExtraRoutes(app);

  await app.register(staticSpaPlugin, { webDistDir: deps.config.webDistDir });
  return app;
}
