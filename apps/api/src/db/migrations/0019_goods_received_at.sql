ALTER TABLE "lot_fulfilments" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lot_fulfilments" ADD COLUMN "received_source" text;--> statement-breakpoint
-- hand-written
UPDATE "lot_fulfilments" SET "received_at" = "collected_at", "received_source" = 'PICK_UP' WHERE "collected_at" IS NOT NULL AND "received_at" IS NULL;--> statement-breakpoint
ALTER TABLE "lot_fulfilments" ADD CONSTRAINT "lot_fulfilments_received_source_check" CHECK ("received_source" IS NULL OR "received_source" IN ('PICK_UP', 'BUYER_CONFIRMATION'));
