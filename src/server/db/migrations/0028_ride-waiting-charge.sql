ALTER TABLE "rides" ADD COLUMN "waiting_free_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "waiting_per_minute" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "waiting_charge" integer DEFAULT 0 NOT NULL;