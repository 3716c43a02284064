ALTER TABLE "wearable_connections" DROP CONSTRAINT "wearable_connections_sync_status_check";--> statement-breakpoint
ALTER TABLE "wearable_connections" ADD COLUMN "sync_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wearable_connections" ADD COLUMN "consecutive_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wearable_connections" ADD CONSTRAINT "wearable_connections_sync_status_check" CHECK ("wearable_connections"."sync_status" in ('never', 'running', 'succeeded', 'delayed', 'failed'));