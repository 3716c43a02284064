ALTER TABLE "profiles" ADD COLUMN "consent_state" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "legal_state" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Existing profiles: the current state from the history (the latest row of each consent kind and legal document).
UPDATE "profiles" p SET
  "consent_state" = coalesce((
    SELECT jsonb_object_agg(x.kind, jsonb_build_object('granted', x.granted, 'version', x.version, 'updatedAt', x.created_at))
    FROM (
      SELECT DISTINCT ON (c.kind) c.kind, c.granted, c.version, c.created_at
      FROM "consents" c WHERE c.user_id = p.user_id
      ORDER BY c.kind, c.created_at DESC, c.id DESC
    ) x
  ), '{}'::jsonb),
  "legal_state" = coalesce((
    SELECT jsonb_object_agg(x.document, x.version)
    FROM (
      SELECT DISTINCT ON (l.document) l.document, l.version
      FROM "legal_acceptances" l WHERE l.user_id = p.user_id
      ORDER BY l.document, l.accepted_at DESC, l.id DESC
    ) x
  ), '{}'::jsonb);
