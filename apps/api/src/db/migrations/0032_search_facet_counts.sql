CREATE TABLE "search_facet_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_facet_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sign" smallint NOT NULL,
	"macro_category" text NOT NULL,
	"state" text NOT NULL,
	"city_key" text NOT NULL,
	"listing_type" text NOT NULL,
	"listing_segment" text NOT NULL,
	"listing_status" text NOT NULL,
	"listing_starts_at" timestamp with time zone NOT NULL,
	"lot_status" text NOT NULL,
	"scheduled_end_at" timestamp with time zone,
	"quantity" integer NOT NULL,
	"reserved_quantity" integer NOT NULL,
	CONSTRAINT "search_facet_changes_sign" CHECK ("search_facet_changes"."sign" IN (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "search_facet_counts" (
	"macro_category" text NOT NULL,
	"state" text NOT NULL,
	"city_key" text,
	"listing_type" text NOT NULL,
	"listing_segment" text NOT NULL,
	"display_status" text NOT NULL,
	"lots" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_facet_counts_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	CONSTRAINT "search_facet_counts_state_one_row" CHECK ("search_facet_counts_state"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "search_facet_counts_city_idx" ON "search_facet_counts" USING btree ("city_key");--> statement-breakpoint
-- hand-written
-- Search at a million lots, facet counts (docs/decisions/263-search-facet-counts-table.md): a visible lot that
-- is added, removed or changes what a search without words counts it by (category, UF, city, Event type,
-- segment, and what its display status reads: the Event's status and start, the lot's status and units, its
-- end crossing the present) writes itself as it was (-1) and as it is (+1) into search_facet_changes, in the
-- writer's transaction. Searches add those rows to the counts computed last, so counts and totals stay exact
-- between computations. A bid changes none of these columns (a soft close moves the end further into the
-- future) and writes nothing here.
CREATE OR REPLACE FUNCTION circula_lots_facet_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.listing_status NOT IN ('DRAFT', 'CANCELLED') AND OLD.status <> 'CANCELLED' THEN
      INSERT INTO search_facet_changes (sign, macro_category, state, city_key, listing_type, listing_segment,
          listing_status, listing_starts_at, lot_status, scheduled_end_at, quantity, reserved_quantity)
        VALUES (-1, OLD.macro_category, OLD.state, circula_unaccent(lower(OLD.city)), OLD.listing_type,
          OLD.listing_segment, OLD.listing_status, OLD.listing_starts_at, OLD.status, OLD.scheduled_end_at,
          OLD.quantity, OLD.reserved_quantity);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.listing_status NOT IN ('DRAFT', 'CANCELLED') AND NEW.status <> 'CANCELLED' THEN
      INSERT INTO search_facet_changes (sign, macro_category, state, city_key, listing_type, listing_segment,
          listing_status, listing_starts_at, lot_status, scheduled_end_at, quantity, reserved_quantity)
        VALUES (1, NEW.macro_category, NEW.state, circula_unaccent(lower(NEW.city)), NEW.listing_type,
          NEW.listing_segment, NEW.listing_status, NEW.listing_starts_at, NEW.status, NEW.scheduled_end_at,
          NEW.quantity, NEW.reserved_quantity);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER lots_facet_insert
  AFTER INSERT ON lots
  FOR EACH ROW
  WHEN (NEW.listing_status NOT IN ('DRAFT', 'CANCELLED') AND NEW.status <> 'CANCELLED')
  EXECUTE FUNCTION circula_lots_facet_change();--> statement-breakpoint
CREATE TRIGGER lots_facet_delete
  AFTER DELETE ON lots
  FOR EACH ROW
  WHEN (OLD.listing_status NOT IN ('DRAFT', 'CANCELLED') AND OLD.status <> 'CANCELLED')
  EXECUTE FUNCTION circula_lots_facet_change();--> statement-breakpoint
CREATE TRIGGER lots_facet_update
  AFTER UPDATE ON lots
  FOR EACH ROW
  WHEN ((OLD.listing_status NOT IN ('DRAFT', 'CANCELLED') AND OLD.status <> 'CANCELLED'
      OR NEW.listing_status NOT IN ('DRAFT', 'CANCELLED') AND NEW.status <> 'CANCELLED')
    AND ((OLD.macro_category, OLD.state, OLD.city, OLD.listing_type, OLD.listing_segment, OLD.listing_status,
        OLD.listing_starts_at, OLD.status, OLD.quantity, OLD.reserved_quantity,
        coalesce(OLD.scheduled_end_at > now(), true))
      IS DISTINCT FROM (NEW.macro_category, NEW.state, NEW.city, NEW.listing_type, NEW.listing_segment,
        NEW.listing_status, NEW.listing_starts_at, NEW.status, NEW.quantity, NEW.reserved_quantity,
        coalesce(NEW.scheduled_end_at > now(), true))))
  EXECUTE FUNCTION circula_lots_facet_change();--> statement-breakpoint
-- The page of a search without words, ending soonest first (the default order): the lots by end and id, in
-- parts by what their statuses say — 0: lot and Event open (taking bids, or announced while the Event's start
-- is still ahead, or ended and not yet closed), 1: Event announced (TEASER), 2: the rest of the visible lots
-- (closed), 3: lots no visitor sees — with the filter and display-status columns included, so each display
-- status's page is read in order, 24 entries and those the filters skip, from the part where it lives
-- (decision 263). Not partial: the planner uses the statistics of an index's expression only from an index
-- over the whole table, and without them it takes a part for a few thousand lots.
CREATE INDEX lots_search_end_idx ON lots
  ((CASE WHEN listing_status IN ('DRAFT', 'CANCELLED') OR status = 'CANCELLED' THEN 3
      WHEN listing_status = 'OPEN' AND status = 'OPEN' THEN 0 WHEN listing_status = 'TEASER' THEN 1 ELSE 2 END),
    scheduled_end_at, id)
  INCLUDE (macro_category, state, listing_type, listing_segment, listing_status, listing_starts_at, status,
    quantity, reserved_quantity, city);--> statement-breakpoint
-- Lots of open Events by start: the few whose Event opened before its start read "em breve".
CREATE INDEX lots_search_open_start_idx ON lots (listing_starts_at)
  WHERE listing_status = 'OPEN' AND status <> 'CANCELLED';--> statement-breakpoint
-- Sold-out direct sales taking no more purchases ("esgotado"), by end: few, found without reading the rest.
CREATE INDEX lots_search_sold_out_idx ON lots (scheduled_end_at, id)
  WHERE listing_status = 'OPEN' AND status = 'OPEN' AND listing_type = 'DIRECT_SALE'
    AND reserved_quantity >= quantity;
--> statement-breakpoint
-- The planner's statistics of the new index's first key (an expression) exist only after an ANALYZE; without
-- them it takes an open lots' range for a few thousand rows and reads the city's lots instead of the index.
ANALYZE lots;
