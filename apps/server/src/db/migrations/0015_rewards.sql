CREATE TABLE "redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"reward_id" uuid NOT NULL,
	"points" integer NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"code" text NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"balance_after" integer NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"civil_date" date NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	CONSTRAINT "redemptions_code_unique" UNIQUE("code"),
	CONSTRAINT "redemptions_user_id_idempotency_key_unique" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "redemptions_status_check" CHECK ("redemptions"."status" in ('issued', 'fulfilled', 'cancelled', 'expired')),
	CONSTRAINT "redemptions_points_check" CHECK ("redemptions"."points" > 0),
	CONSTRAINT "redemptions_closed_check" CHECK (("redemptions"."status" = 'issued') = ("redemptions"."closed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"points_cost" integer NOT NULL,
	"icon" text,
	"stock" integer,
	"available_from" date,
	"available_until" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_points_cost_check" CHECK ("rewards"."points_cost" > 0),
	CONSTRAINT "rewards_stock_check" CHECK ("rewards"."stock" is null or "rewards"."stock" >= 0),
	CONSTRAINT "rewards_icon_check" CHECK ("rewards"."icon" is null or "rewards"."icon" in ('gift', 'coffee', 'ticket', 'calendar', 'dumbbell', 'bike', 'heart', 'leaf', 'book', 'shopping-bag', 'utensils', 'trophy')),
	CONSTRAINT "rewards_window_check" CHECK ("rewards"."available_from" is null or "rewards"."available_until" is null or "rewards"."available_from" <= "rewards"."available_until")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "points_expiry_months" integer;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redemptions_user_id_redeemed_at_idx" ON "redemptions" USING btree ("user_id","redeemed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "redemptions_company_id_status_idx" ON "redemptions" USING btree ("company_id","status","redeemed_at");--> statement-breakpoint
CREATE INDEX "redemptions_reward_id_idx" ON "redemptions" USING btree ("reward_id");--> statement-breakpoint
CREATE INDEX "rewards_company_id_idx" ON "rewards" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_points_expiry_months_check" CHECK ("companies"."points_expiry_months" is null or "companies"."points_expiry_months" between 1 and 60);