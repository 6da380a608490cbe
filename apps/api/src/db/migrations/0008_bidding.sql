CREATE TABLE "automatic_bids" (
	"lot_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"max_cents" bigint NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automatic_bids_lot_id_buyer_id_pk" PRIMARY KEY("lot_id","buyer_id")
);
--> statement-breakpoint
CREATE TABLE "high_bid_agreements" (
	"buyer_id" uuid PRIMARY KEY NOT NULL,
	"template" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"edital_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_enrolments_listing_buyer_unique" UNIQUE("listing_id","buyer_id")
);
--> statement-breakpoint
CREATE TABLE "lot_closing_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lot_closing_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lot_closings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lot_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"winning_bid_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"seller_deadline_at" timestamp with time zone,
	"closed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lot_closings_lotId_unique" UNIQUE("lot_id")
);
--> statement-breakpoint
CREATE TABLE "lot_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lot_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbid_notices" (
	"buyer_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "outbid_notices_buyer_id_lot_id_pk" PRIMARY KEY("buyer_id","lot_id")
);
--> statement-breakpoint
CREATE TABLE "user_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "bids_lot_id_created_at_index";--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "sequence" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "receipt" jsonb;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "last_bid_id" uuid;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "last_bid_buyer_id" uuid;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "judicial_phase" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "automatic_bids" ADD CONSTRAINT "automatic_bids_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatic_bids" ADD CONSTRAINT "automatic_bids_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "high_bid_agreements" ADD CONSTRAINT "high_bid_agreements_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_enrolments" ADD CONSTRAINT "listing_enrolments_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_enrolments" ADD CONSTRAINT "listing_enrolments_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_closing_history" ADD CONSTRAINT "lot_closing_history_lot_closing_id_lot_closings_id_fk" FOREIGN KEY ("lot_closing_id") REFERENCES "public"."lot_closings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_closings" ADD CONSTRAINT "lot_closings_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_closings" ADD CONSTRAINT "lot_closings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_closings" ADD CONSTRAINT "lot_closings_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_closings" ADD CONSTRAINT "lot_closings_winning_bid_id_bids_id_fk" FOREIGN KEY ("winning_bid_id") REFERENCES "public"."bids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_events" ADD CONSTRAINT "lot_events_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbid_notices" ADD CONSTRAINT "outbid_notices_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbid_notices" ADD CONSTRAINT "outbid_notices_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lot_closing_history_lot_closing_id_index" ON "lot_closing_history" USING btree ("lot_closing_id");--> statement-breakpoint
CREATE INDEX "lot_closings_buyer_id_index" ON "lot_closings" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "lot_closings_listing_id_index" ON "lot_closings" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "lot_closings_status_index" ON "lot_closings" USING btree ("status");--> statement-breakpoint
CREATE INDEX "lot_events_lot_id_id_index" ON "lot_events" USING btree ("lot_id","id");--> statement-breakpoint
CREATE INDEX "lot_events_listing_id_id_index" ON "lot_events" USING btree ("listing_id","id");--> statement-breakpoint
CREATE INDEX "user_notifications_user_id_created_at_index" ON "user_notifications" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bids_buyer_idempotency_key_unique" ON "bids" USING btree ("buyer_id","idempotency_key") WHERE "bids"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "bids_listing_id_index" ON "bids" USING btree ("listing_id");--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_lot_sequence_unique" UNIQUE("lot_id","sequence");