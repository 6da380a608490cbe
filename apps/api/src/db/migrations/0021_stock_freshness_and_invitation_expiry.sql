ALTER TABLE "lots" ADD COLUMN "stock_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_invitations" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '7 days' NOT NULL;--> statement-breakpoint
CREATE INDEX "lots_stock_changed_idx" ON "lots" USING btree ("stock_changed_at");--> statement-breakpoint
CREATE INDEX "lots_listing_stock_changed_idx" ON "lots" USING btree ("listing_id","stock_changed_at");
--> statement-breakpoint
-- hand-written
-- Stock freshness (docs/decisions/161-stock-fresh-everywhere.md): any change of a lot's units left or of its
-- status stamps stock_changed_at, whatever writes it (a purchase, the release triggers, a closing, staff).
CREATE OR REPLACE FUNCTION circula_lots_stock_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.stock_changed_at := clock_timestamp();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER lots_stock_changed
  BEFORE UPDATE OF reserved_quantity, status, quantity ON lots
  FOR EACH ROW
  WHEN (NEW.reserved_quantity IS DISTINCT FROM OLD.reserved_quantity
    OR NEW.status IS DISTINCT FROM OLD.status OR NEW.quantity IS DISTINCT FROM OLD.quantity)
  EXECUTE FUNCTION circula_lots_stock_changed();--> statement-breakpoint
-- A LOT_NEGOTIATION intent (an accepted offer) that is cancelled or lapses gives the lot back to the sale,
-- in the transaction of that change, whichever path makes it (docs/decisions/160-lapsed-offer-reopens-lot.md):
-- the lot the accepted offer closed reopens when its Event is still open and the lot's end has not passed,
-- and the offer's history says why. Fires once per intent (a status leaves the open states once).
CREATE OR REPLACE FUNCTION circula_negotiation_intent_release() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  offer record;
  reopened integer;
BEGIN
  FOR offer IN SELECT n.id, n.lot_id, n.status FROM negotiations n WHERE n.payment_intent_id = NEW.id LOOP
    UPDATE lots SET status = 'OPEN', closed_at = NULL, updated_at = now()
      WHERE lots.id = offer.lot_id AND lots.status = 'CLOSED' AND lots.listing_status = 'OPEN'
        AND (lots.scheduled_end_at IS NULL OR lots.scheduled_end_at > clock_timestamp())
        AND EXISTS (SELECT 1 FROM listings l WHERE l.id = lots.listing_id AND l.status = 'OPEN'
          AND l.scheduled_end_at > clock_timestamp());
    GET DIAGNOSTICS reopened = ROW_COUNT;
    INSERT INTO negotiation_history (negotiation_id, from_status, to_status, actor, reason, created_at)
      VALUES (offer.id, offer.status, offer.status, 'SYSTEM',
        CASE WHEN NEW.status = 'UNCOLLECTIBLE' THEN 'Pagamento não feito no prazo' ELSE 'Pagamento cancelado' END
          || CASE WHEN reopened > 0 THEN '; lote reaberto para venda' ELSE '' END,
        clock_timestamp());
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER negotiation_intent_release
  AFTER UPDATE OF status ON payment_intents
  FOR EACH ROW
  WHEN (NEW.type = 'LOT_NEGOTIATION' AND NEW.status IN ('CANCELLED', 'UNCOLLECTIBLE')
    AND OLD.status NOT IN ('CANCELLED', 'UNCOLLECTIBLE'))
  EXECUTE FUNCTION circula_negotiation_intent_release();
