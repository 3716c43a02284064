import { sql } from 'drizzle-orm';
import type { TLeaderboardCompaniesSource } from '../leaderboard/leaderboard.service.ts';
import { companies, departments } from './companies.tables.ts';

/**
 * The companies and departments as the leaderboards name them (ADR 016): wired in features/services.ts, composed into
 * the leaderboard's own queries, so a board request is one query and a rename or a change of the "named on
 * leaderboards" setting shows at once.
 */
export function createLeaderboardCompaniesSource(): TLeaderboardCompaniesSource {
  return {
    companies: () => sql`
      select ${companies.id} as company_id, ${companies.name} as name, ${companies.timeZone} as time_zone,
        ${companies.leaderboardNamed} as named
      from ${companies}`,
    departments: () => sql`
      select ${departments.id} as department_id, ${departments.name} as name from ${departments}`,
  };
}
