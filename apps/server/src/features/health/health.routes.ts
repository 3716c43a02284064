import { ZHealthResponseSchema } from '@openwell/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthService } from './health.service.ts';

export type HealthRoutesOptions = { healthService: HealthService };

/** GET /api/health: liveness and database reachability; 503 when degraded so load balancers take the node out. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { healthService }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Service health',
        response: { 200: ZHealthResponseSchema, 503: ZHealthResponseSchema },
      },
      // Polled often by load balancers and the process test; keep the request log quiet.
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const body = await healthService.check();
      return reply.code(body.status === 'ok' ? 200 : 503).send(body);
    },
  );
};
