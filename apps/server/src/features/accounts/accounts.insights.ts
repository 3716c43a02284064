import { sql } from 'drizzle-orm';
import type { TLeaderboardMembersSource } from '../leaderboard/leaderboard.service.ts';
import { profiles } from './accounts.tables.ts';

/**
 * Who counts in group figures that other people see (ARCHITECTURE.md, "Privacy"): the employee profiles with their
 * company and department, and whether each allows anonymous company insights (the current state of the
 * `company_insights` consent; a withdrawal takes effect at once: this feature's services then call
 * onInsightsMembershipChanged). The leaderboards' members source (ADR 016), wired in features/services.ts: this feature
 * decides which rows and what "counted" means, the leaderboard only aggregates them in its own query, so 100,000
 * profiles never travel through Node.
 */
export function createInsightsMembersSource(): TLeaderboardMembersSource {
  return {
    members: () => sql`
      select ${profiles.userId} as user_id, ${profiles.companyId} as company_id,
        ${profiles.departmentId} as department_id,
        coalesce((${profiles.consentState} -> 'company_insights' ->> 'granted') = 'true', false) as counted
      from ${profiles}`,
  };
}
