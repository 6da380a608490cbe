CREATE TABLE "asset_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "asset_categories_code_unique" UNIQUE("code"),
	CONSTRAINT "asset_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "auctioneers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"registration" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_booking_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"address" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_fee_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"from_value_cents" bigint NOT NULL,
	"to_value_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by" text NOT NULL,
	"reason" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"segment" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"seller_id" uuid NOT NULL,
	"auctioneer_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"inspection_conditions" text DEFAULT '' NOT NULL,
	"pick_up_conditions" text DEFAULT '' NOT NULL,
	"check_out_type" text DEFAULT 'PICK_UP_V0' NOT NULL,
	"accept_buyers_mode" text DEFAULT 'ALL' NOT NULL,
	"buyer_fee_basis_points" integer,
	"payment_intent_creation_mode" text DEFAULT 'PER_LOT_END' NOT NULL,
	"payment_deadline_business_days" integer DEFAULT 2 NOT NULL,
	"fine_percentage" integer DEFAULT 20 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"scheduled_end_at" timestamp with time zone NOT NULL,
	"enrolment_deadline_at" timestamp with time zone,
	"closing_interval_seconds" integer DEFAULT 60 NOT NULL,
	"soft_close_window_seconds" integer DEFAULT 180 NOT NULL,
	"soft_close_extension_seconds" integer DEFAULT 180 NOT NULL,
	"second_phase_starts_at" timestamp with time zone,
	"second_phase_ends_at" timestamp with time zone,
	"second_phase_percentage" integer DEFAULT 50 NOT NULL,
	"high_bid_threshold_cents" bigint DEFAULT 10000000 NOT NULL,
	"edital_key" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "lot_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lot_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"macro_category" text NOT NULL,
	"estimated_value_cents" bigint,
	"starting_bid_cents" bigint,
	"increment_cents" bigint,
	"reserve_cents" bigint,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_cents" bigint,
	"scheduled_end_at" timestamp with time zone,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"current_bid_cents" bigint,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"listing_type" text DEFAULT 'AUCTION' NOT NULL,
	"listing_segment" text DEFAULT 'Judicial' NOT NULL,
	"listing_status" text DEFAULT 'DRAFT' NOT NULL,
	"listing_starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_document" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lots_listing_number_unique" UNIQUE("listing_id","number")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"tax_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_booking_schedules" ADD CONSTRAINT "listing_booking_schedules_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_fee_rows" ADD CONSTRAINT "listing_fee_rows_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_status_history" ADD CONSTRAINT "listing_status_history_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_auctioneer_id_auctioneers_id_fk" FOREIGN KEY ("auctioneer_id") REFERENCES "public"."auctioneers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_photos" ADD CONSTRAINT "lot_photos_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_macro_category_asset_categories_code_fk" FOREIGN KEY ("macro_category") REFERENCES "public"."asset_categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_booking_schedules_listing_idx" ON "listing_booking_schedules" USING btree ("listing_id","starts_at");--> statement-breakpoint
CREATE INDEX "listing_fee_rows_listing_idx" ON "listing_fee_rows" USING btree ("listing_id","from_value_cents");--> statement-breakpoint
CREATE INDEX "listing_status_history_listing_idx" ON "listing_status_history" USING btree ("listing_id","changed_at");--> statement-breakpoint
CREATE INDEX "listings_status_scheduled_end_idx" ON "listings" USING btree ("status","scheduled_end_at");--> statement-breakpoint
CREATE INDEX "listings_seller_idx" ON "listings" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "lot_photos_lot_idx" ON "lot_photos" USING btree ("lot_id","position");--> statement-breakpoint
CREATE INDEX "lots_scheduled_end_idx" ON "lots" USING btree ("scheduled_end_at");--> statement-breakpoint
CREATE INDEX "lots_category_idx" ON "lots" USING btree ("macro_category");--> statement-breakpoint
CREATE INDEX "lots_state_city_idx" ON "lots" USING btree ("state","city");--> statement-breakpoint
CREATE INDEX "lots_listing_segment_idx" ON "lots" USING btree ("listing_segment");--> statement-breakpoint
CREATE INDEX "lots_listing_type_idx" ON "lots" USING btree ("listing_type");