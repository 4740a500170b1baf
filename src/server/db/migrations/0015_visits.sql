CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"path" text NOT NULL,
	"device" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"fbclid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "fbclid" text;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visits_tenant_created" ON "visits" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "visits_tenant_session" ON "visits" USING btree ("tenant_id","session_id","created_at");