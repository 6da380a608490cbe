--> statement-breakpoint
-- hand-written
-- Search at a million lots (docs/decisions/257-search-at-a-million-lots.md): the visible lots' filter, facet
-- and order columns in one narrow index, so counting the lots of a category, state or status and choosing a
-- page of ids read this index alone (an index-only scan) instead of rows of 2 KB with their text. Only columns
-- a bid never changes: a bid stays a HOT update that touches no index. Its predicate is search's "visible lot".
CREATE INDEX lots_visible_search_idx ON lots (macro_category, state, listing_type, listing_segment)
  INCLUDE (listing_status, listing_starts_at, status, scheduled_end_at, quantity, reserved_quantity, city,
    number, id)
  WHERE listing_status NOT IN ('DRAFT', 'CANCELLED') AND status <> 'CANCELLED';
