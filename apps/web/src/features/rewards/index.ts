/**
 * rewards: the company's reward catalogue and the employee's redemptions (server: features/rewards, contracts:
 * rewards.ts). The employee's /rewards screen: balance, redeem with an Idempotency-Key, each code's QR view.
 */
export { RewardsPage } from './components/rewards-page.tsx';
