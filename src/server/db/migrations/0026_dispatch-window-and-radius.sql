ALTER TABLE "tenants" ADD COLUMN "busy_window_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "offer_radius_km" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "offer_max_radius_km" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
CREATE INDEX "rides_rider_status" ON "rides" USING btree ("rider_id","status");