ALTER TABLE "payments" ADD COLUMN "gateway_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_salt" text DEFAULT '' NOT NULL;