CREATE TABLE "leaderboard_cohort_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	"month" date NOT NULL,
	"admitted" boolean DEFAULT false NOT NULL,
	"published_points" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_withheld_groups" (
	"department_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"month" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leaderboard_snapshots" ADD COLUMN "withheld" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_cohort_members" ADD CONSTRAINT "leaderboard_cohort_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_cohort_members" ADD CONSTRAINT "leaderboard_cohort_members_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_withheld_groups" ADD CONSTRAINT "leaderboard_withheld_groups_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_withheld_groups" ADD CONSTRAINT "leaderboard_withheld_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_cohort_members_department_idx" ON "leaderboard_cohort_members" USING btree ("department_id");