/** system: the server's status, getHealth (server: features/system, contracts: system.ts). */
export { ServerStatus } from './components/server-status.tsx';
