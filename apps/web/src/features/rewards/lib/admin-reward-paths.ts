import { redemptionVerificationPath } from '@openwell/contracts';

/** The admin area's rewards pages: the employer's own catalogue, a company's (platform admins), a code's page. */
export const OWN_REWARDS_PATH = '/admin/company/rewards';

export function companyRewardsPath(companyId: string): string {
  return `/admin/companies/${encodeURIComponent(companyId)}/rewards`;
}

/** What the QR code opens (contracts' redemptionVerificationPath), for a code already normalised. */
export function redemptionPath(code: string): string {
  return redemptionVerificationPath(encodeURIComponent(code));
}
