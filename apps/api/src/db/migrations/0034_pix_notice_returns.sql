ALTER TABLE "pix_notices" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pix_notices" ADD COLUMN "returned_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "pix_notices" ADD COLUMN "return_id" text;--> statement-breakpoint
ALTER TABLE "pix_notices" ADD COLUMN "return_reason" text;--> statement-breakpoint
ALTER TABLE "pix_notices" ADD CONSTRAINT "pix_notices_returned_by_user_id_users_id_fk" FOREIGN KEY ("returned_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Only a payment that paid nothing is given back, once, with its return's id (decision 285).
ALTER TABLE "pix_notices" ADD CONSTRAINT "pix_notices_return_complete" CHECK (("returned_at" IS NULL) = ("return_id" IS NULL) AND ("returned_at" IS NULL OR "outcome" = 'UNMATCHED'));--> statement-breakpoint
-- FINANCE's queue of payments to give back, oldest first.
CREATE INDEX "pix_notices_to_return" ON "pix_notices" ("received_at") WHERE "outcome" = 'UNMATCHED' AND "returned_at" IS NULL;
