CREATE TABLE "daily_metrics" (
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"date" date NOT NULL,
	"metric" text NOT NULL,
	"source" text NOT NULL,
	"value" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_metrics_pkey" PRIMARY KEY("user_id","date","metric","source"),
	CONSTRAINT "daily_metrics_metric_check" CHECK ("daily_metrics"."metric" in ('steps', 'sleepHours', 'heartRate', 'distance', 'calories', 'activeMinutes', 'floors', 'weight', 'bodyFat', 'oxygenSaturation', 'respirationRate', 'temperature', 'cardioScore')),
	CONSTRAINT "daily_metrics_source_check" CHECK ("daily_metrics"."source" in ('google-health', 'demo', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "wearable_authorizations" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wearable_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"granted_scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"access_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token" text,
	"sync_status" text DEFAULT 'never' NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_sync_error" text,
	"synced_through" date,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wearable_connections_user_id_provider_unique" UNIQUE("user_id","provider"),
	CONSTRAINT "wearable_connections_provider_check" CHECK ("wearable_connections"."provider" in ('google-health', 'demo')),
	CONSTRAINT "wearable_connections_status_check" CHECK ("wearable_connections"."status" in ('connected', 'needs_reconnect')),
	CONSTRAINT "wearable_connections_sync_status_check" CHECK ("wearable_connections"."sync_status" in ('never', 'running', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "daily_metrics" ADD CONSTRAINT "daily_metrics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_metrics" ADD CONSTRAINT "daily_metrics_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wearable_authorizations" ADD CONSTRAINT "wearable_authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wearable_connections" ADD CONSTRAINT "wearable_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wearable_connections" ADD CONSTRAINT "wearable_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_metrics_company_id_date_idx" ON "daily_metrics" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "daily_metrics_date_idx" ON "daily_metrics" USING btree ("date");--> statement-breakpoint
CREATE INDEX "wearable_connections_next_sync_at_idx" ON "wearable_connections" USING btree ("next_sync_at");