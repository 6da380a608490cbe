ALTER TABLE "buyer_refunds" ADD COLUMN "credits_returned_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "buyer_refunds" ADD CONSTRAINT "buyer_refunds_credits_returned_not_negative" CHECK ("credits_returned_cents" >= 0);
