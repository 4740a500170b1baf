CREATE TABLE "retired_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"redirect_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_hosts" ADD COLUMN "proven_by" text;--> statement-breakpoint
ALTER TABLE "tenant_hosts" ADD COLUMN "proven_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenant_hosts" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenant_hosts" ADD COLUMN "lapsed_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenant_hosts" ADD COLUMN "warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "domain_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "retired_slugs" ADD CONSTRAINT "retired_slugs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hosts claimed before proofs existed (a sign-up's domain, an A record) must now be proven like any other: every
-- claimed real domain name is re-checked within the hour, its owner warned if the TXT or CNAME proof is missing,
-- and released after 7 days without one. IP literals and localhost names stay as the operator's hosts (the demo's
-- localhost and 127.0.0.1); no partner can claim such a name any more.
UPDATE "tenant_hosts" SET "proven_by" = 'legacy', "proven_at" = now() WHERE "host" !~ '^[0-9.]+$' AND position(':' in "host") = 0 AND "host" <> 'localhost' AND "host" NOT LIKE '%.localhost';--> statement-breakpoint
UPDATE "tenants" SET "custom_domain" = "tenant_hosts"."host" FROM "tenant_hosts" WHERE "tenant_hosts"."tenant_id" = "tenants"."id" AND "tenant_hosts"."proven_by" = 'legacy' AND "tenants"."custom_domain" = '';
