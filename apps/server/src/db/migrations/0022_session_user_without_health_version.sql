-- openwell_session_user: made from its single source, src/db/sql/openwell_session_user.sql, by `npm run db:function` (ADR 002).
-- Edit that file and make a new migration; never change this one.
DROP FUNCTION openwell_session_user(text);
--> statement-breakpoint
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
