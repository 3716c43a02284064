-- The single source of openwell_session_user (ADR 002, "SQL functions"): the read behind every signed-in request
-- (issue 7): the session of a token, its user and the user's profile with company and department names, the company
-- an employer administers, in one query on the unique token index. A PL/pgSQL
-- function, because PL/pgSQL plans its query once per connection and reuses the plan, where a plain statement is
-- planned on every call: on PGlite (one connection, PostgreSQL in WebAssembly) planning cost more than the rest of the
-- request. On PostgreSQL the caller also prepares `select * from openwell_session_user($1)` as a named statement.
-- Caller: apps/server/src/features/auth/auth.repo.ts (prepareFindSessionUser). It reads the tables of the auth,
-- accounts, companies and employers features: the signed-in user with their tenant context is what every
-- feature's request starts from.
--
-- Edit this file, never a migration. Then
--   npm run db:function --workspace @openwell/server -- openwell_session_user <migration_name>
-- writes the next migration from it (drop, create); src/db/sql-functions.test.ts and `npm run db:check` fail while the
-- latest migration that creates the function differs from this file. Changing a column it returns means changing
-- auth.repo.ts with it (the auth tests fail first).
CREATE FUNCTION openwell_session_user(p_token text)
RETURNS TABLE (
  session_id uuid,
  client text,
  user_id uuid,
  email text,
  role text,
  language text,
  two_factor_enabled boolean,
  company_id uuid,
  department_id uuid,
  age integer,
  gender text,
  onboarding_step text,
  consent_state jsonb,
  legal_state jsonb,
  profile_created_at timestamptz,
  company_code text,
  company_name text,
  department_name text,
  employer_company_id uuid
)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
    SELECT s.id, s.client, u.id, u.email, u.role, u.language, u.two_factor_enabled,
      p.company_id, p.department_id, p.age, p.gender, p.onboarding_step, p.consent_state, p.legal_state,
      p.created_at, c.code, c.name, d.name, e.company_id
    FROM auth_sessions s
      JOIN users u ON u.id = s.user_id
      LEFT JOIN profiles p ON p.user_id = u.id
      LEFT JOIN companies c ON c.id = p.company_id
      LEFT JOIN departments d ON d.id = p.department_id
      LEFT JOIN company_employers e ON e.user_id = u.id
    WHERE s.token = p_token AND s.expires_at > now()
    LIMIT 1;
END
$$;
