ALTER TABLE "auth_login_failures" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "client" text DEFAULT 'browser' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_client_check" CHECK ("auth_sessions"."client" in ('browser', 'native'));