CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"ride_id" uuid NOT NULL,
	"driver_id" uuid,
	"rider_id" uuid,
	"stars" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_ride_id_unique" UNIQUE("ride_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "emergency_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "emergency_phone" text;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ratings_tenant_created" ON "ratings" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "ratings_driver" ON "ratings" USING btree ("driver_id");