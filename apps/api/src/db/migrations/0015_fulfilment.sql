CREATE TABLE "booking_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_slots_taken_within_capacity" CHECK ("booking_slots"."taken" >= 0 and "booking_slots"."taken" <= "booking_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"pick_up_code" text,
	"reminder_sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lot_fulfilments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_intent_item_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"collected_at" timestamp with time zone,
	"collected_by_user_id" uuid,
	"buyer_documents_key" text,
	"buyer_documents_at" timestamp with time zone,
	"buyer_documents_by_user_id" uuid,
	"seller_documents_key" text,
	"seller_documents_at" timestamp with time zone,
	"seller_documents_by_user_id" uuid,
	"transferred_at" timestamp with time zone,
	"transferred_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_booking_schedules" ADD COLUMN "slot_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_booking_schedules" ADD COLUMN "slot_capacity" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "booking_change_limit_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_schedule_id_listing_booking_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."listing_booking_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_slot_id_booking_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."booking_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_fulfilments" ADD CONSTRAINT "lot_fulfilments_payment_intent_item_id_payment_intent_items_id_fk" FOREIGN KEY ("payment_intent_item_id") REFERENCES "public"."payment_intent_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_fulfilments" ADD CONSTRAINT "lot_fulfilments_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_fulfilments" ADD CONSTRAINT "lot_fulfilments_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_fulfilments" ADD CONSTRAINT "lot_fulfilments_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_fulfilments" ADD CONSTRAINT "lot_fulfilments_collected_by_user_id_users_id_fk" FOREIGN KEY ("collected_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_fulfilments" ADD CONSTRAINT "lot_fulfilments_buyer_documents_by_user_id_users_id_fk" FOREIGN KEY ("buyer_documents_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_fulfilments" ADD CONSTRAINT "lot_fulfilments_seller_documents_by_user_id_users_id_fk" FOREIGN KEY ("seller_documents_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_fulfilments" ADD CONSTRAINT "lot_fulfilments_transferred_by_user_id_users_id_fk" FOREIGN KEY ("transferred_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_slots_schedule_start_key" ON "booking_slots" USING btree ("schedule_id","starts_at");--> statement-breakpoint
CREATE INDEX "booking_slots_listing_id_type_starts_at_index" ON "booking_slots" USING btree ("listing_id","type","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_active_key" ON "bookings" USING btree ("listing_id","buyer_id","type") WHERE "bookings"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_pick_up_code_key" ON "bookings" USING btree ("pick_up_code") WHERE "bookings"."status" = 'ACTIVE' and "bookings"."pick_up_code" is not null;--> statement-breakpoint
CREATE INDEX "bookings_slot_id_index" ON "bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lot_fulfilments_item_key" ON "lot_fulfilments" USING btree ("payment_intent_item_id");--> statement-breakpoint
CREATE INDEX "lot_fulfilments_listing_id_buyer_id_index" ON "lot_fulfilments" USING btree ("listing_id","buyer_id");