CREATE TABLE "lot_import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"file_name" text NOT NULL,
	"import_valid_rows" boolean DEFAULT false NOT NULL,
	"total_rows" integer,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"imported_count" integer DEFAULT 0 NOT NULL,
	"duplicate_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "lot_import_jobs_status_valid" CHECK ("lot_import_jobs"."status" IN ('QUEUED', 'PROCESSING', 'PROCESSED', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "import_key" text;--> statement-breakpoint
ALTER TABLE "lot_import_jobs" ADD CONSTRAINT "lot_import_jobs_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_import_jobs" ADD CONSTRAINT "lot_import_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lot_import_jobs_listing_idx" ON "lot_import_jobs" USING btree ("listing_id","created_at");--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_listing_import_key_unique" UNIQUE("listing_id","import_key");