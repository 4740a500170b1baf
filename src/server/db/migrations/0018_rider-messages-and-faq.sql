ALTER TABLE "tenants" ADD COLUMN "rider_message_channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "faq" jsonb DEFAULT '{}'::jsonb NOT NULL;