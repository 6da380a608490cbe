CREATE TABLE "payment_intent_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"intent_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_intent_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"intent_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"lot_closing_id" uuid,
	"part" text NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_intent_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"intent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"lot_id" uuid,
	"label" text NOT NULL,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"intent_id" uuid NOT NULL,
	"status" text DEFAULT 'UNDER_REVIEW' NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"file_name" text NOT NULL,
	"refusal_reason" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_user_id" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pix_notices" (
	"end_to_end_id" text PRIMARY KEY NOT NULL,
	"txid" text NOT NULL,
	"intent_id" uuid,
	"amount_cents" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "listing_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "part" text DEFAULT 'ALL' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "reference" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "pix_txid" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "allowed_methods" text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "related_intent_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intent_history" ADD CONSTRAINT "payment_intent_history_intent_id_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intent_history" ADD CONSTRAINT "payment_intent_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intent_items" ADD CONSTRAINT "payment_intent_items_intent_id_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intent_items" ADD CONSTRAINT "payment_intent_items_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intent_items" ADD CONSTRAINT "payment_intent_items_lot_closing_id_lot_closings_id_fk" FOREIGN KEY ("lot_closing_id") REFERENCES "public"."lot_closings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intent_lines" ADD CONSTRAINT "payment_intent_lines_intent_id_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intent_lines" ADD CONSTRAINT "payment_intent_lines_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_intent_id_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_notices" ADD CONSTRAINT "pix_notices_intent_id_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_intent_history_intent_id_created_at_index" ON "payment_intent_history" USING btree ("intent_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_intent_items_intent_id_index" ON "payment_intent_items" USING btree ("intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intent_items_closing_part_key" ON "payment_intent_items" USING btree ("lot_closing_id","part") WHERE "payment_intent_items"."lot_closing_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_intent_lines_intent_id_position_index" ON "payment_intent_lines" USING btree ("intent_id","position");--> statement-breakpoint
CREATE INDEX "payment_receipts_intent_id_uploaded_at_index" ON "payment_receipts" USING btree ("intent_id","uploaded_at");--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_related_intent_id_payment_intents_id_fk" FOREIGN KEY ("related_intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_intents_listing_id_index" ON "payment_intents" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "payment_intents_open_due_idx" ON "payment_intents" USING btree ("due_at") WHERE "payment_intents"."status" in ('PENDING_PAYMENT', 'PENDING_VERIFICATION');--> statement-breakpoint
CREATE INDEX "payment_intents_status_created_at_index" ON "payment_intents" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_pixTxid_unique" UNIQUE("pix_txid");