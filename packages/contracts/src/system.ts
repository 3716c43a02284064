import { z } from 'zod';
import { ANONYMOUS, defineEndpoint } from './endpoint.ts';

/** GET /api/health */
export const ZHealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
  }),
  uptimeSeconds: z.number().nonnegative(),
});

export type THealthResponse = z.infer<typeof ZHealthResponseSchema>;

export const getHealth = defineEndpoint({
  operationId: 'getHealth',
  method: 'GET',
  path: '/api/health',
  tags: ['system'],
  summary: 'Service health',
  description:
    'Liveness and database reachability. Answers 503 with the same body when degraded, so load balancers take the node out.',
  access: ANONYMOUS,
  responses: { 200: ZHealthResponseSchema, 503: ZHealthResponseSchema },
  errors: [],
});
