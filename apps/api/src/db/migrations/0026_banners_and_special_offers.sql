CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"placement" text NOT NULL,
	"category_code" text,
	"link_url" text NOT NULL,
	"alt_text" text NOT NULL,
	"desktop_image_key" text NOT NULL,
	"mobile_image_key" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_window_check" CHECK ("banners"."ends_at" > "banners"."starts_at"),
	CONSTRAINT "banners_category_check" CHECK (("banners"."placement" = 'CATEGORY') = ("banners"."category_code" is not null))
);
--> statement-breakpoint
CREATE TABLE "special_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid,
	"lot_id" uuid,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_offers_one_target_check" CHECK (("special_offers"."listing_id" is null) <> ("special_offers"."lot_id" is null))
);
--> statement-breakpoint
ALTER TABLE "special_offers" ADD CONSTRAINT "special_offers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_offers" ADD CONSTRAINT "special_offers_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_placement_idx" ON "banners" USING btree ("placement","category_code","position");--> statement-breakpoint
CREATE UNIQUE INDEX "special_offers_listing_key" ON "special_offers" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "special_offers_lot_key" ON "special_offers" USING btree ("lot_id");