CREATE TABLE "company_employers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employer_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employer_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "employer_invitations_language_check" CHECK ("employer_invitations"."language" in ('en', 'de', 'nl', 'fr', 'it'))
);
--> statement-breakpoint
ALTER TABLE "departments" DROP CONSTRAINT "departments_company_id_name_unique";--> statement-breakpoint
ALTER TABLE "company_employers" ADD CONSTRAINT "company_employers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_employers" ADD CONSTRAINT "company_employers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_invitations" ADD CONSTRAINT "employer_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_employers_company_id_idx" ON "company_employers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "employer_invitations_company_id_created_at_idx" ON "employer_invitations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_company_id_lower_name_unique" ON "departments" USING btree ("company_id",lower("name"));--> statement-breakpoint
-- Employers promoted before this migration administered the company of their profile: record it.
INSERT INTO "company_employers" ("user_id", "company_id")
  SELECT p."user_id", p."company_id" FROM "profiles" p JOIN "users" u ON u."id" = p."user_id" WHERE u."role" = 'employer';
--> statement-breakpoint
-- The session read (migration 0005) also returns the company an employer administers (company_employers), so the
-- admin area's endpoints scope employers to their company without another query. Its columns change: drop, create.
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
