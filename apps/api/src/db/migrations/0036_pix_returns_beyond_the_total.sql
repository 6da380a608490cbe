ALTER TABLE "pix_notices" ADD COLUMN "to_return_cents" bigint;--> statement-breakpoint
-- Every payment that paid nothing is given back whole (decision 285); a PIX of another amount is given back,
-- whole or in part, once its purchase is settled (decision 288).
UPDATE "pix_notices" SET "to_return_cents" = "amount_cents" WHERE "outcome" = 'UNMATCHED';--> statement-breakpoint
-- A PIX of another amount whose purchase already ended cancelled, lapsed or paid by a PIX of the total goes
-- back whole; one whose purchase FINANCE confirmed without a PIX of the total is left to FINANCE.
UPDATE "pix_notices" AS "n" SET "to_return_cents" = "n"."amount_cents"
FROM "payment_intents" AS "i"
WHERE "n"."intent_id" = "i"."id" AND "n"."outcome" = 'AMOUNT_MISMATCH'
  AND ("i"."status" IN ('CANCELLED', 'UNCOLLECTIBLE')
    OR ("i"."status" = 'PAID' AND EXISTS (
      SELECT 1 FROM "pix_notices" AS "p" WHERE "p"."intent_id" = "i"."id" AND "p"."outcome" = 'PROCESSED')));--> statement-breakpoint
ALTER TABLE "pix_notices" DROP CONSTRAINT "pix_notices_return_complete";--> statement-breakpoint
ALTER TABLE "pix_notices" ADD CONSTRAINT "pix_notices_to_return_bounded" CHECK ("to_return_cents" IS NULL OR ("to_return_cents" > 0 AND "to_return_cents" <= "amount_cents" AND "outcome" <> 'PROCESSED'));--> statement-breakpoint
ALTER TABLE "pix_notices" ADD CONSTRAINT "pix_notices_return_complete" CHECK (("returned_at" IS NULL) = ("return_id" IS NULL) AND ("returned_at" IS NULL OR "to_return_cents" IS NOT NULL));--> statement-breakpoint
DROP INDEX "pix_notices_to_return";--> statement-breakpoint
-- FINANCE's queue of payments to give back, oldest first.
CREATE INDEX "pix_notices_to_return" ON "pix_notices" ("received_at") WHERE "to_return_cents" IS NOT NULL AND "returned_at" IS NULL;--> statement-breakpoint
-- A purchase's PIX payments, read when it is settled.
CREATE INDEX "pix_notices_intent" ON "pix_notices" ("intent_id") WHERE "intent_id" IS NOT NULL;
