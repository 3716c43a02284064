/** system: the server's status, GET /api/health (server: features/system, contracts: system.ts). */
export { ServerStatus } from './components/server-status.tsx';
