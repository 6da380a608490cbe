CREATE TABLE "buyer_refund_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_refund_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"destination" jsonb NOT NULL,
	"status" text NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_refund_payouts_refundId_unique" UNIQUE("refund_id")
);
--> statement-breakpoint
CREATE TABLE "buyer_refund_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"buyer_id" uuid NOT NULL,
	"payment_intent_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"lot_closing_id" uuid,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"compensation" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"payout_destination" jsonb,
	"agreement_version" text,
	"agreement_accepted_at" timestamp with time zone,
	"agreement_ip_hash" text,
	"agreement_user_agent" text,
	"rejection_reason" text,
	"decided_by_user_id" uuid,
	"credit_id" uuid,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_refunds_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "buyer_refund_history" ADD CONSTRAINT "buyer_refund_history_refund_id_buyer_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."buyer_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_refund_history" ADD CONSTRAINT "buyer_refund_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_refund_payouts" ADD CONSTRAINT "buyer_refund_payouts_refund_id_buyer_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."buyer_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_refund_payouts" ADD CONSTRAINT "buyer_refund_payouts_paid_by_user_id_users_id_fk" FOREIGN KEY ("paid_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_refund_photos" ADD CONSTRAINT "buyer_refund_photos_refund_id_buyer_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."buyer_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_refunds" ADD CONSTRAINT "buyer_refunds_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_refunds" ADD CONSTRAINT "buyer_refunds_payment_intent_id_payment_intents_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_refunds" ADD CONSTRAINT "buyer_refunds_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_refunds" ADD CONSTRAINT "buyer_refunds_lot_closing_id_lot_closings_id_fk" FOREIGN KEY ("lot_closing_id") REFERENCES "public"."lot_closings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_refunds" ADD CONSTRAINT "buyer_refunds_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_refund_history_refund_id_created_at_index" ON "buyer_refund_history" USING btree ("refund_id","created_at");--> statement-breakpoint
CREATE INDEX "buyer_refund_photos_refund_id_index" ON "buyer_refund_photos" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "buyer_refunds_buyer_id_created_at_index" ON "buyer_refunds" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "buyer_refunds_status_submitted_at_index" ON "buyer_refunds" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_refunds_one_open_per_lot_key" ON "buyer_refunds" USING btree ("payment_intent_id","lot_id") WHERE "buyer_refunds"."status" in ('DRAFT', 'IN_ANALYSIS', 'APPROVED', 'PAID');