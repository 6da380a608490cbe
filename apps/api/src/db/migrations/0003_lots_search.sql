-- Search over lots (see docs/decisions/041-catalogue-search.md). Each lot keeps a folded text (lower case, no
-- accents) of its title, category, Event title, city and description, and a Portuguese-stemmed, weighted
-- vector of it for plurals and word forms. Every word of that text goes into search_words, where a misspelt
-- query word finds the words it resembles by trigram similarity. All of it is written here, by trigger, so
-- every write path (app, imports, bulk SQL) keeps it in step; the bid path updates other columns and does not
-- fire it.
CREATE OR REPLACE FUNCTION circula_lot_search_fields() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  category_name text;
  listing_title text;
BEGIN
  SELECT name INTO category_name FROM asset_categories WHERE code = NEW.macro_category;
  SELECT title INTO listing_title FROM listings WHERE id = NEW.listing_id;
  NEW.search_document := circula_unaccent(lower(concat_ws(' ',
    NEW.title, category_name, listing_title, NEW.city, NEW.state, NEW.description)));
  NEW.search_vector :=
    setweight(to_tsvector('portuguese', circula_unaccent(lower(NEW.title))), 'A') ||
    setweight(to_tsvector('portuguese', circula_unaccent(lower(concat_ws(' ', category_name, listing_title)))), 'B') ||
    setweight(to_tsvector('portuguese', circula_unaccent(lower(concat_ws(' ', NEW.city, NEW.description)))), 'C');
  INSERT INTO search_words (word)
    SELECT DISTINCT word FROM regexp_split_to_table(NEW.search_document, '[^a-z0-9]+') AS word
    WHERE length(word) >= 3
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER lots_search_fields
  BEFORE INSERT OR UPDATE OF title, description, macro_category, listing_id, city, state ON lots
  FOR EACH ROW EXECUTE FUNCTION circula_lot_search_fields();--> statement-breakpoint
-- An Event's title is part of its lots' search text: touching the lots re-runs their trigger.
CREATE OR REPLACE FUNCTION circula_listing_search_refresh() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.title IS DISTINCT FROM OLD.title THEN
    UPDATE lots SET title = title WHERE listing_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_search_refresh
  AFTER UPDATE OF title ON listings
  FOR EACH ROW EXECUTE FUNCTION circula_listing_search_refresh();--> statement-breakpoint
CREATE INDEX lots_search_vector_idx ON lots USING gin (search_vector);--> statement-breakpoint
-- Typo lookup: trigram similarity over the word list, and prefix lookups ('latit' → 'latitude').
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);--> statement-breakpoint
CREATE INDEX search_words_prefix_idx ON search_words (word text_pattern_ops);--> statement-breakpoint
-- Location filter by city name ignores case and accents ('sao paulo' = 'São Paulo').
CREATE INDEX lots_city_folded_idx ON lots (circula_unaccent(lower(city)));
