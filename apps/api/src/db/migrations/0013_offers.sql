CREATE TABLE "negotiation_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"negotiation_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" uuid,
	"unit_price_cents" bigint,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "negotiations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lot_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"closed_reason" text,
	"quantity" integer NOT NULL,
	"asking_unit_price_cents" bigint NOT NULL,
	"offer_unit_price_cents" bigint NOT NULL,
	"counter_unit_price_cents" bigint,
	"agreed_unit_price_cents" bigint,
	"message" text,
	"rejection_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"payment_intent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "accepts_offers" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "offer_expiry_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "negotiation_history" ADD CONSTRAINT "negotiation_history_negotiation_id_negotiations_id_fk" FOREIGN KEY ("negotiation_id") REFERENCES "public"."negotiations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_history" ADD CONSTRAINT "negotiation_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_payment_intent_id_payment_intents_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "negotiation_history_negotiation_id_created_at_index" ON "negotiation_history" USING btree ("negotiation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "negotiations_one_open_per_buyer_lot" ON "negotiations" USING btree ("lot_id","buyer_id") WHERE "negotiations"."status" in ('PENDING_SELLER_RESPONSE', 'PENDING_BUYER_RESPONSE');--> statement-breakpoint
CREATE INDEX "negotiations_buyer_id_created_at_index" ON "negotiations" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "negotiations_listing_id_status_index" ON "negotiations" USING btree ("listing_id","status");--> statement-breakpoint
CREATE INDEX "negotiations_open_expiry_idx" ON "negotiations" USING btree ("expires_at") WHERE "negotiations"."status" in ('PENDING_SELLER_RESPONSE', 'PENDING_BUYER_RESPONSE');