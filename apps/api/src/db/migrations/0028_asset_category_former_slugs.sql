CREATE TABLE "asset_category_former_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"category_code" text NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asset_category_former_slugs" ADD CONSTRAINT "asset_category_former_slugs_category_code_asset_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."asset_categories"("code") ON DELETE cascade ON UPDATE no action;