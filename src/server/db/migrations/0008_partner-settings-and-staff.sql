ALTER TABLE "tenants" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "custom_domain" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "card_test_mode" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "privacy_policy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "setup_steps" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "setup_finished" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "partner_role" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_slug_unique" UNIQUE("slug");--> statement-breakpoint
-- Tenants from before the wizard are set up already; each gets a slug from its name, made unique by its id.
UPDATE "tenants" SET "setup_finished" = true;--> statement-breakpoint
UPDATE "tenants" SET "slug" = coalesce(nullif(trim(both '-' from left(regexp_replace(lower("business_name"), '[^a-z0-9]+', '-', 'g'), 30)), ''), 'travels') || '-' || substr(md5("id"::text), 1, 6) WHERE "slug" IS NULL;--> statement-breakpoint
UPDATE "users" SET "partner_role" = 'owner' WHERE "role" = 'partner';
