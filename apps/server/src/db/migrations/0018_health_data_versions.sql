CREATE TABLE "health_data_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "health_data_versions" ADD CONSTRAINT "health_data_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_data_versions" ADD CONSTRAINT "health_data_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The version moves with every change the dashboard's reads can see: values, and the connection as the tracker's
-- status shows it (ADR 014, "Remembered at the health data version"). Writes (insert, update) create the row or count
-- it up; deletes only count up an existing row, since a delete may come from the user's own deletion (cascade), when
-- no row may be created for them.
CREATE FUNCTION health_data_versions_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO health_data_versions AS v (user_id, company_id)
    SELECT DISTINCT ON (user_id) user_id, company_id FROM written_rows ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION health_data_versions_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE health_data_versions SET version = version + 1
    WHERE user_id IN (SELECT DISTINCT user_id FROM deleted_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- One statement of a sync writes up to 90 days x 13 metrics: one bump per statement, with transition tables. An
-- upsert that changes nothing (the same values again) writes no row and bumps nothing.
CREATE TRIGGER daily_metrics_inserted_version AFTER INSERT ON daily_metrics
  REFERENCING NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION health_data_versions_written();
--> statement-breakpoint
CREATE TRIGGER daily_metrics_updated_version AFTER UPDATE ON daily_metrics
  REFERENCING NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION health_data_versions_written();
--> statement-breakpoint
CREATE TRIGGER daily_metrics_deleted_version AFTER DELETE ON daily_metrics
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION health_data_versions_deleted();
--> statement-breakpoint
-- A connection's provider and granted scopes decide which values show and which are "not shared", and its status
-- and sync state are the tracker's status; the sealed tokens, their expiry, the lease and the failure count are not
-- shown, so refreshing a token or renewing a lease does not move the version.
CREATE TRIGGER wearable_connections_inserted_version AFTER INSERT ON wearable_connections
  REFERENCING NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION health_data_versions_written();
--> statement-breakpoint
CREATE TRIGGER wearable_connections_deleted_version AFTER DELETE ON wearable_connections
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION health_data_versions_deleted();
--> statement-breakpoint
CREATE FUNCTION health_data_versions_connection_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO health_data_versions AS v (user_id, company_id) VALUES (NEW.user_id, NEW.company_id)
  ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER wearable_connections_changed_version
  AFTER UPDATE OF provider, granted_scopes, status, sync_status, last_sync_at, last_sync_error, next_sync_at,
    synced_through ON wearable_connections
  FOR EACH ROW WHEN ((OLD.provider, OLD.granted_scopes, OLD.status, OLD.sync_status, OLD.last_sync_at,
    OLD.last_sync_error, OLD.next_sync_at, OLD.synced_through) IS DISTINCT FROM (NEW.provider, NEW.granted_scopes,
    NEW.status, NEW.sync_status, NEW.last_sync_at, NEW.last_sync_error, NEW.next_sync_at, NEW.synced_through))
  EXECUTE FUNCTION health_data_versions_connection_changed();
--> statement-breakpoint
-- Users with health data before this migration start at version 1.
INSERT INTO health_data_versions (user_id, company_id)
  SELECT DISTINCT ON (user_id) user_id, company_id FROM daily_metrics ORDER BY user_id
  ON CONFLICT (user_id) DO NOTHING;
--> statement-breakpoint
INSERT INTO health_data_versions (user_id, company_id)
  SELECT DISTINCT ON (user_id) user_id, company_id FROM wearable_connections ORDER BY user_id
  ON CONFLICT (user_id) DO NOTHING;
--> statement-breakpoint
-- The session query returns the version too: a request knows in its one query whether cached reads still hold.
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
  employer_company_id uuid,
  health_data_version text
)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
    SELECT s.id, s.client, u.id, u.email, u.role, u.language, u.two_factor_enabled,
      p.company_id, p.department_id, p.age, p.gender, p.onboarding_step, p.consent_state, p.legal_state,
      p.created_at, c.code, c.name, d.name, e.company_id, coalesce(v.version, 0)::text
    FROM auth_sessions s
      JOIN users u ON u.id = s.user_id
      LEFT JOIN profiles p ON p.user_id = u.id
      LEFT JOIN companies c ON c.id = p.company_id
      LEFT JOIN departments d ON d.id = p.department_id
      LEFT JOIN company_employers e ON e.user_id = u.id
      LEFT JOIN health_data_versions v ON v.user_id = u.id
    WHERE s.token = p_token AND s.expires_at > now()
    LIMIT 1;
END
$$;
