import { getHealth } from '@openwell/contracts';
import { useEndpointQuery } from '@/lib/endpoint-client.ts';

/** The server's status, version and database reachability (`getHealth` in @openwell/contracts). */
export function useHealth() {
  return useEndpointQuery(getHealth, {});
}
