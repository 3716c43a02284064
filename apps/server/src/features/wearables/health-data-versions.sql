-- The health data version's triggers (ADR 014, "Remembered at the health data version"): they count up
-- health_data_versions (wearables.tables.ts) whenever what the dashboard reads can change; the wearables service reads
-- the version (wearables.repo.ts, prepareWearablesReads) and answers from memory while it stays (versioned-reads.ts).
--
-- This file is the source to read; the migrations install it (0018_health_data_versions.sql). A change goes into a new
-- migration (`npx drizzle-kit generate --custom`, then CREATE OR REPLACE FUNCTION / DROP and CREATE TRIGGER) and here
-- alike: health-data-versions.test.ts fails while the migrations' latest definitions differ from this file.

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

CREATE FUNCTION health_data_versions_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE health_data_versions SET version = version + 1
    WHERE user_id IN (SELECT DISTINCT user_id FROM deleted_rows);
  RETURN NULL;
END
$$;

-- One statement of a sync writes up to 90 days x 13 metrics: one bump per statement, with transition tables. An
-- upsert that changes nothing (the same values again) writes no row and bumps nothing.
CREATE TRIGGER daily_metrics_inserted_version AFTER INSERT ON daily_metrics
  REFERENCING NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION health_data_versions_written();

CREATE TRIGGER daily_metrics_updated_version AFTER UPDATE ON daily_metrics
  REFERENCING NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION health_data_versions_written();

CREATE TRIGGER daily_metrics_deleted_version AFTER DELETE ON daily_metrics
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION health_data_versions_deleted();

-- A connection's provider and granted scopes decide which values show and which are "not shared", and its status
-- and sync state are the tracker's status; the sealed tokens, their expiry, the lease and the failure count are not
-- shown, so refreshing a token or renewing a lease does not move the version.
CREATE TRIGGER wearable_connections_inserted_version AFTER INSERT ON wearable_connections
  REFERENCING NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION health_data_versions_written();

CREATE TRIGGER wearable_connections_deleted_version AFTER DELETE ON wearable_connections
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION health_data_versions_deleted();

CREATE FUNCTION health_data_versions_connection_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO health_data_versions AS v (user_id, company_id) VALUES (NEW.user_id, NEW.company_id)
  ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER wearable_connections_changed_version
  AFTER UPDATE OF provider, granted_scopes, status, sync_status, last_sync_at, last_sync_error, next_sync_at,
    synced_through ON wearable_connections
  FOR EACH ROW WHEN ((OLD.provider, OLD.granted_scopes, OLD.status, OLD.sync_status, OLD.last_sync_at,
    OLD.last_sync_error, OLD.next_sync_at, OLD.synced_through) IS DISTINCT FROM (NEW.provider, NEW.granted_scopes,
    NEW.status, NEW.sync_status, NEW.last_sync_at, NEW.last_sync_error, NEW.next_sync_at, NEW.synced_through))
  EXECUTE FUNCTION health_data_versions_connection_changed();
