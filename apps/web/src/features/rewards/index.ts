/**
 * rewards (issue 11; server: features/rewards, contracts: rewards.ts). The employee's /rewards screen: balance, redeem
 * with an Idempotency-Key, each code's QR view. The admin area's part: a company's catalogue, pending codes and
 * redemption figures (employers their own company, platform admins any), and the page a redemption's QR code opens.
 */
export { rewardsPages } from './rewards.routes.ts';
export { RewardsPage } from './components/rewards-page.tsx';
export { CompanyRewardsPage, OwnCompanyRewardsPage } from './components/admin-rewards-page.tsx';
export { AdminRedemptionPage } from './components/admin-redemption-page.tsx';
export { companyRewardsPath, OWN_REWARDS_PATH } from './lib/admin-reward-paths.ts';
