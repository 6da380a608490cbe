CREATE TABLE "direct_sale_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"client_key" text NOT NULL,
	"intent_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "direct_sale_orders_quantity_positive" CHECK ("direct_sale_orders"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "reserved_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "direct_sale_orders" ADD CONSTRAINT "direct_sale_orders_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_sale_orders" ADD CONSTRAINT "direct_sale_orders_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_sale_orders" ADD CONSTRAINT "direct_sale_orders_intent_id_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "direct_sale_orders_buyer_key" ON "direct_sale_orders" USING btree ("buyer_id","client_key");--> statement-breakpoint
CREATE INDEX "direct_sale_orders_lot_id_index" ON "direct_sale_orders" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "direct_sale_orders_intent_id_index" ON "direct_sale_orders" USING btree ("intent_id");--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_reserved_quantity_range" CHECK ("lots"."reserved_quantity" >= 0 AND "lots"."reserved_quantity" <= "lots"."quantity");--> statement-breakpoint
-- hand-written
-- A "Comprar agora" purchase gives its units back when its intent is cancelled or lapses, in the same
-- transaction as the status change, whichever path makes it (deadline sweep, FINANCE, a future refund):
-- see docs/decisions/121-direct-sale-stock.md. The WHEN clause fires it once per intent (a status only leaves
-- the open states once); the lots check constraint keeps the count from going negative.
CREATE OR REPLACE FUNCTION circula_direct_sale_release() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lots SET reserved_quantity = lots.reserved_quantity - o.quantity, updated_at = now()
    FROM direct_sale_orders o
    WHERE o.intent_id = NEW.id AND lots.id = o.lot_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER direct_sale_intent_release
  AFTER UPDATE OF status ON payment_intents
  FOR EACH ROW
  WHEN (NEW.type = 'DIRECT_SALE' AND NEW.status IN ('CANCELLED', 'UNCOLLECTIBLE')
    AND OLD.status NOT IN ('CANCELLED', 'UNCOLLECTIBLE'))
  EXECUTE FUNCTION circula_direct_sale_release();
