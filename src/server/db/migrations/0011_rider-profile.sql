ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "saved_places" jsonb DEFAULT '[]'::jsonb NOT NULL;