CREATE TABLE "buyer_credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"payment_intent_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_credit_entries_sign" CHECK (("buyer_credit_entries"."kind" in ('GRANT', 'RELEASE') and "buyer_credit_entries"."amount_cents" > 0) or ("buyer_credit_entries"."kind" in ('CONSUMPTION', 'EXPIRY', 'REVERSAL') and "buyer_credit_entries"."amount_cents" < 0))
);
--> statement-breakpoint
CREATE TABLE "buyer_credit_grant_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"reason" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"expires_at" timestamp with time zone,
	"description" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"requested_by_user_id" uuid NOT NULL,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"credit_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"reason" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"expires_at" timestamp with time zone,
	"description" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_credits_amount_positive" CHECK ("buyer_credits"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_special_permissions" (
	"user_id" uuid NOT NULL,
	"permission" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_special_permissions_user_id_permission_pk" PRIMARY KEY("user_id","permission")
);
--> statement-breakpoint
CREATE TABLE "referral_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"bonus_cents" bigint NOT NULL,
	"credit_validity_days" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_links_userId_unique" UNIQUE("user_id"),
	CONSTRAINT "referral_links_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_user_id" uuid NOT NULL,
	"referred_user_id" uuid NOT NULL,
	"campaign_id" uuid,
	"status" text DEFAULT 'REGISTERED' NOT NULL,
	"status_reason" text,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_referredUserId_unique" UNIQUE("referred_user_id")
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "access_mode" text DEFAULT 'PUBLIC' NOT NULL;--> statement-breakpoint
ALTER TABLE "buyer_credit_entries" ADD CONSTRAINT "buyer_credit_entries_credit_id_buyer_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."buyer_credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_credit_entries" ADD CONSTRAINT "buyer_credit_entries_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_credit_entries" ADD CONSTRAINT "buyer_credit_entries_payment_intent_id_payment_intents_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_credit_grant_requests" ADD CONSTRAINT "buyer_credit_grant_requests_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_credit_grant_requests" ADD CONSTRAINT "buyer_credit_grant_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_credit_grant_requests" ADD CONSTRAINT "buyer_credit_grant_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_credit_grant_requests" ADD CONSTRAINT "buyer_credit_grant_requests_credit_id_buyer_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."buyer_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_credits" ADD CONSTRAINT "buyer_credits_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_special_permissions" ADD CONSTRAINT "user_special_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_links" ADD CONSTRAINT "referral_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_campaign_id_referral_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."referral_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_credit_entries_buyer_id_created_at_index" ON "buyer_credit_entries" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "buyer_credit_entries_credit_id_index" ON "buyer_credit_entries" USING btree ("credit_id");--> statement-breakpoint
CREATE INDEX "buyer_credit_entries_payment_intent_id_index" ON "buyer_credit_entries" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_credit_entries_one_expiry_key" ON "buyer_credit_entries" USING btree ("credit_id") WHERE kind = 'EXPIRY';--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_credit_entries_one_reversal_key" ON "buyer_credit_entries" USING btree ("credit_id") WHERE kind = 'REVERSAL';--> statement-breakpoint
CREATE INDEX "buyer_credit_grant_requests_status_created_at_index" ON "buyer_credit_grant_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "buyer_credit_grant_requests_buyer_id_index" ON "buyer_credit_grant_requests" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "buyer_credits_buyer_id_expires_at_index" ON "buyer_credits" USING btree ("buyer_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_credits_source_key" ON "buyer_credits" USING btree ("source_type","source_id","buyer_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_user_id_created_at_index" ON "referrals" USING btree ("referrer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_status_index" ON "referrals" USING btree ("status");--> statement-breakpoint
-- hand-written
CREATE FUNCTION credit_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit ledger rows are append-only (%)', TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER buyer_credit_entries_append_only BEFORE UPDATE ON "buyer_credit_entries" FOR EACH ROW EXECUTE FUNCTION credit_ledger_append_only();--> statement-breakpoint
CREATE TRIGGER buyer_credits_append_only BEFORE UPDATE ON "buyer_credits" FOR EACH ROW EXECUTE FUNCTION credit_ledger_append_only();--> statement-breakpoint
INSERT INTO "referral_campaigns" ("name", "bonus_cents", "credit_validity_days", "active") VALUES ('Indique e ganhe', 5000, 180, true);
