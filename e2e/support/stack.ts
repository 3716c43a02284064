/** Fixed values the end-to-end server is started with (e2e/playwright.config.ts). */
export const DEMO_COMPANY_CODE = 'DEMO-E2ETST';
export const DEMO_DEPARTMENTS = [
  'Engineering',
  'Sales',
  'Marketing',
  'Operations',
  'People & Culture',
  'Finance',
] as const;
export const ADMIN_SETUP_TOKEN = 'e2e-admin-setup-token-0123456789';

/** A fresh address per call, so tests never collide on the shared server. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}
