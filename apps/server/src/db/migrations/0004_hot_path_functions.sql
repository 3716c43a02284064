-- The two reads behind every signed-in screen, as PL/pgSQL functions: PL/pgSQL plans each query once per connection
-- and reuses the plan, where a plain statement is planned on every call. On PGlite (one connection, PostgreSQL in
-- WebAssembly) planning cost more than the rest of the request (issue 7: measured 0.9 ms of 1.3 ms for /api/me).
-- Callers: features/auth/auth.repo.ts (findSessionUser) and features/accounts/accounts.repo.ts (findProfileView).
-- Changing a table they read means replacing the function in a new migration (the tests of both callers fail first).

-- The unexpired session with this token and its user (unique index auth_sessions_token_unique).
CREATE FUNCTION openwell_session_user(p_token text)
RETURNS TABLE (
  session_id uuid,
  client text,
  user_id uuid,
  email text,
  role text,
  language text,
  two_factor_enabled boolean
)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
    SELECT s.id, s.client, u.id, u.email, u.role, u.language, u.two_factor_enabled
    FROM auth_sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token = p_token AND s.expires_at > now()
    LIMIT 1;
END
$$;
--> statement-breakpoint

-- A profile with its company and department names, the current consent of each kind and the latest acceptance of
-- each legal document (JSON arrays; consent times as ISO strings).
CREATE FUNCTION openwell_profile_view(p_user_id uuid)
RETURNS TABLE (
  user_id uuid,
  company_id uuid,
  department_id uuid,
  age integer,
  gender text,
  onboarding_step text,
  created_at timestamptz,
  company_code text,
  company_name text,
  department_name text,
  consents json,
  legal json
)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
    SELECT p.user_id, p.company_id, p.department_id, p.age, p.gender, p.onboarding_step, p.created_at,
      c.code, c.name, d.name,
      coalesce((
        SELECT json_agg(json_build_object('kind', x.kind, 'granted', x.granted, 'version', x.version,
          'createdAt', x.created_at))
        FROM (
          SELECT DISTINCT ON (cs.kind) cs.kind, cs.granted, cs.version, cs.created_at
          FROM consents cs WHERE cs.user_id = p.user_id
          ORDER BY cs.kind, cs.created_at DESC, cs.id DESC
        ) x
      ), '[]'::json),
      coalesce((
        SELECT json_agg(json_build_object('document', x.document, 'version', x.version))
        FROM (
          SELECT DISTINCT ON (la.document) la.document, la.version
          FROM legal_acceptances la WHERE la.user_id = p.user_id
          ORDER BY la.document, la.accepted_at DESC, la.id DESC
        ) x
      ), '[]'::json)
    FROM profiles p
      LEFT JOIN companies c ON c.id = p.company_id
      LEFT JOIN departments d ON d.id = p.department_id
    WHERE p.user_id = p_user_id;
END
$$;
