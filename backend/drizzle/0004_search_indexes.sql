-- Search (GET /content/search): titles compared as lower(unaccent(x)), with pg_trgm for substring and
-- one-typo matches. unaccent() is only STABLE (its dictionary could change), so index expressions
-- need an IMMUTABLE wrapper naming the dictionary. The wrapper calls the extension's C function
-- directly when allowed (superuser, PGlite), so the SQL function below is inlined and cheap per row;
-- without that privilege it falls back to a plain (slower, equally correct) SQL wrapper.
DO $$
BEGIN
  CREATE OR REPLACE FUNCTION vitrina_unaccent(regdictionary, text) RETURNS text
    LANGUAGE c IMMUTABLE PARALLEL SAFE STRICT AS '$libdir/unaccent', 'unaccent_dict';
EXCEPTION WHEN insufficient_privilege OR undefined_file OR undefined_function THEN
  CREATE OR REPLACE FUNCTION vitrina_unaccent(regdictionary, text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS 'SELECT public.unaccent($1, $2)';
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrina_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.vitrina_unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
-- Product names (100,000+ rows) keep their normalised form in a stored generated column, so a
-- common word matching thousands of names is compared and ranked without calling unaccent per row.
-- Not declared in the drizzle schema on purpose: nothing writes it, and only search reads it.
ALTER TABLE product_translations ADD COLUMN IF NOT EXISTS search_name text GENERATED ALWAYS AS (vitrina_search_text(name)) STORED;--> statement-breakpoint
-- One index per language: every search filters by the request's language, and a partial index
-- spares the planner an extra bitmap over the primary key to find that language's rows.
CREATE INDEX IF NOT EXISTS product_translations_search_cs_idx ON product_translations USING gin (search_name gin_trgm_ops) WHERE locale = 'cs';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_translations_search_en_idx ON product_translations USING gin (search_name gin_trgm_ops) WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_category_translations_search_idx ON product_category_translations USING gin (vitrina_search_text(name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS virtual_category_translations_search_idx ON virtual_category_translations USING gin (vitrina_search_text(title) gin_trgm_ops);--> statement-breakpoint
-- The few products search must leave out (hidden or group-only), subtracted from the matches.
CREATE INDEX IF NOT EXISTS products_restricted_idx ON products (id) WHERE NOT visible OR required_user_group IS NOT NULL;
