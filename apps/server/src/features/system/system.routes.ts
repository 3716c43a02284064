import { getHealth } from '@openwell/contracts';
import type { AppInstance } from '../../app.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import type { SystemService } from './system.service.ts';

/** GET /api/health: liveness and database reachability; 503 when degraded so load balancers take the node out. */
export function systemRoutes(app: AppInstance, { systemService }: { systemService: SystemService }): void {
  registerEndpoint(
    app,
    getHealth,
    async ({ reply }) => {
      const body = await systemService.check();
      if (body.status !== 'ok') void reply.code(503);
      return body;
    },
    // Polled often by load balancers and the process test; keep the request log quiet.
    { logLevel: 'warn' },
  );
}
