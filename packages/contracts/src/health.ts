import { z } from 'zod';

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
