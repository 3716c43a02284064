CREATE TABLE "leaderboard_snapshots" (
	"company_id" uuid NOT NULL,
	"department_id" uuid,
	"month" date NOT NULL,
	"month_ends_at" timestamp with time zone NOT NULL,
	"employees" integer NOT NULL,
	"members" integer NOT NULL,
	"points" bigint NOT NULL,
	"has_hidden" boolean DEFAULT false NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leaderboard_snapshots_company_id_department_id_unique" UNIQUE NULLS NOT DISTINCT("company_id","department_id"),
	CONSTRAINT "leaderboard_snapshots_counts_check" CHECK ("leaderboard_snapshots"."members" >= 0 and "leaderboard_snapshots"."members" <= "leaderboard_snapshots"."employees")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "leaderboard_named" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_snapshots" ADD CONSTRAINT "leaderboard_snapshots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_snapshots" ADD CONSTRAINT "leaderboard_snapshots_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_snapshots_company_rows_idx" ON "leaderboard_snapshots" USING btree ("company_id") WHERE "leaderboard_snapshots"."department_id" is null;