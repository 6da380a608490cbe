-- Text search relies on trigram similarity and accent folding, on PGlite and PostgreSQL alike.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is STABLE; indexes need an IMMUTABLE wrapper that pins the dictionary.
CREATE OR REPLACE FUNCTION circula_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;
