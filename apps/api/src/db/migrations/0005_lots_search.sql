-- Derived columns of lots, written only here, by trigger, so every write path (app, imports, bulk SQL) keeps
-- them in step (see docs/decisions/041-catalogue-search.md):
--  * search: a folded text (lower case, no accents) of title, category, Event title, city and description;
--    a Portuguese-stemmed, weighted vector of it; and every word of it in search_words, where a misspelt query
--    word finds the words it resembles by trigram similarity;
--  * copies of the Event's type, segment, status and start, so search filters, sorts and counts read lots
--    alone.
-- The bid path updates other columns and does not fire it.
CREATE OR REPLACE FUNCTION circula_lot_derived_fields() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  category_name text;
  listing record;
BEGIN
  SELECT name INTO category_name FROM asset_categories WHERE code = NEW.macro_category;
  SELECT title, type, segment, status, starts_at INTO listing FROM listings WHERE id = NEW.listing_id;
  NEW.listing_type := listing.type;
  NEW.listing_segment := listing.segment;
  NEW.listing_status := listing.status;
  NEW.listing_starts_at := listing.starts_at;
  NEW.search_document := circula_unaccent(lower(concat_ws(' ',
    NEW.title, category_name, listing.title, NEW.city, NEW.state, NEW.description)));
  NEW.search_vector :=
    setweight(to_tsvector('portuguese', circula_unaccent(lower(NEW.title))), 'A') ||
    setweight(to_tsvector('portuguese', circula_unaccent(lower(concat_ws(' ', category_name, listing.title)))), 'B') ||
    setweight(to_tsvector('portuguese', circula_unaccent(lower(concat_ws(' ', NEW.city, NEW.description)))), 'C');
  INSERT INTO search_words (word)
    SELECT DISTINCT word FROM regexp_split_to_table(NEW.search_document, '[^a-z0-9]+') AS word
    WHERE length(word) >= 3
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER lots_derived_fields
  BEFORE INSERT OR UPDATE OF title, description, macro_category, listing_id, city, state ON lots
  FOR EACH ROW EXECUTE FUNCTION circula_lot_derived_fields();--> statement-breakpoint
-- When an Event changes what its lots copy, touching their listing_id re-runs the trigger above.
CREATE OR REPLACE FUNCTION circula_listing_lots_refresh() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.title, NEW.type, NEW.segment, NEW.status, NEW.starts_at)
     IS DISTINCT FROM (OLD.title, OLD.type, OLD.segment, OLD.status, OLD.starts_at) THEN
    UPDATE lots SET listing_id = listing_id WHERE listing_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_lots_refresh
  AFTER UPDATE OF title, type, segment, status, starts_at ON listings
  FOR EACH ROW EXECUTE FUNCTION circula_listing_lots_refresh();--> statement-breakpoint
CREATE INDEX lots_search_vector_idx ON lots USING gin (search_vector);--> statement-breakpoint
-- Typo look-up: trigram similarity over the word list, and prefix look-ups ('latit' → 'latitude').
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);--> statement-breakpoint
CREATE INDEX search_words_prefix_idx ON search_words (word text_pattern_ops);--> statement-breakpoint
-- Location filter by city name ignores case and accents ('sao paulo' = 'São Paulo').
CREATE INDEX lots_city_folded_idx ON lots (circula_unaccent(lower(city)));
