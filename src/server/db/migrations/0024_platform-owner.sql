CREATE TABLE "partner_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"effective_from" timestamp with time zone NOT NULL,
	"commission_bps" integer NOT NULL,
	"commission_base" text DEFAULT 'total' NOT NULL,
	"cashback_min_bps" integer DEFAULT 0 NOT NULL,
	"cashback_max_bps" integer DEFAULT 1000 NOT NULL,
	"monthly_fee" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_fee_charges" (
	"tenant_id" uuid NOT NULL,
	"month" text NOT NULL,
	"amount" integer NOT NULL,
	"wallet_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_fee_charges_tenant_id_month_pk" PRIMARY KEY("tenant_id","month")
);
--> statement-breakpoint
CREATE TABLE "platform_login_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"client_ip" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "commission_bps" integer;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "commission_base" text;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "commission_amount" integer;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "site_promises" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_terms" ADD CONSTRAINT "partner_terms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_audit_log" ADD CONSTRAINT "platform_audit_log_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_fee_charges" ADD CONSTRAINT "platform_fee_charges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_fee_charges" ADD CONSTRAINT "platform_fee_charges_wallet_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("wallet_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_terms_tenant_from" ON "partner_terms" USING btree ("tenant_id","effective_from");--> statement-breakpoint
CREATE INDEX "platform_audit_log_tenant" ON "platform_audit_log" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "platform_login_codes_email" ON "platform_login_codes" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "platform_login_codes_ip" ON "platform_login_codes" USING btree ("client_ip","created_at");--> statement-breakpoint
INSERT INTO "partner_terms" ("tenant_id", "effective_from", "commission_bps", "commission_base", "cashback_min_bps", "cashback_max_bps", "note")
SELECT "id", "created_at", "commission_bps", 'total', 0, greatest(1000, "cashback_bps"), 'Terms at sign-up' FROM "tenants";--> statement-breakpoint
UPDATE "rides" SET "commission_bps" = t."commission_bps", "commission_base" = 'total',
  "commission_amount" = coalesce((SELECT sum(w."amount") FROM "wallet_transactions" w WHERE w."ride_id" = "rides"."id" AND w."kind" = 'commission'), 0)
FROM "tenants" t WHERE t."id" = "rides"."tenant_id" AND "rides"."status" = 'completed';
