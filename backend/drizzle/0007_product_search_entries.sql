-- Product search without trigram rechecks on 100,000 wide rows (issue 5; docs/decisions/015-product-search-word-index.md).
-- product_search_terms: every distinct word of the product names per language (a few hundred to a
-- few tens of thousands). A query word is matched against it (substring or one typo, the only
-- place word_similarity runs), and products are then found by exact words through a GIN index.
CREATE TABLE IF NOT EXISTS product_search_terms (
  locale varchar(8) NOT NULL,
  term text NOT NULL,
  PRIMARY KEY (locale, term)
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_search_terms_trgm_idx ON product_search_terms USING gin (term gin_trgm_ops);--> statement-breakpoint
-- product_search_entries: a narrow copy of product_translations (normalised name and its length
-- only), so ranking thousands of matches of a common word reads ~20 MB instead of the ~90 MB of
-- the translations with their perex and description. Title and slug are read for one page only.
CREATE TABLE IF NOT EXISTS product_search_entries (
  product_id integer NOT NULL,
  locale varchar(8) NOT NULL,
  search_name text NOT NULL,
  name_length integer NOT NULL,
  PRIMARY KEY (locale, product_id)
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrina_search_words(value text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_split_to_array(value, '\s+') $$;--> statement-breakpoint
-- Partial per language like the trigram indexes of 0004: every search filters by one language.
CREATE INDEX IF NOT EXISTS product_search_entries_words_cs_idx ON product_search_entries USING gin (vitrina_search_words(search_name)) WHERE locale = 'cs';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_search_entries_words_en_idx ON product_search_entries USING gin (vitrina_search_words(search_name)) WHERE locale = 'en';--> statement-breakpoint
-- Kept in step with product_translations by statement triggers (one INSERT … SELECT per statement,
-- so the seed's bulk inserts stay bulk). Terms are only added: a word no product has any more
-- matches nothing, it merely lengthens the term list of the queries that hit it.
CREATE OR REPLACE FUNCTION vitrina_product_search_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM product_search_entries e USING old_rows o
      WHERE e.locale = o.locale AND e.product_id = o.product_id;
  END IF;
  INSERT INTO product_search_entries (product_id, locale, search_name, name_length)
    SELECT product_id, locale, search_name, length(name) FROM new_rows
    ON CONFLICT (locale, product_id) DO UPDATE
      SET search_name = excluded.search_name, name_length = excluded.name_length;
  INSERT INTO product_search_terms (locale, term)
    SELECT DISTINCT n.locale, w.term FROM new_rows n, unnest(vitrina_search_words(n.search_name)) AS w(term)
    WHERE w.term <> ''
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrina_product_search_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE product_search_entries, product_search_terms;
  ELSE
    DELETE FROM product_search_entries e USING old_rows o
      WHERE e.locale = o.locale AND e.product_id = o.product_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS product_search_insert ON product_translations;--> statement-breakpoint
CREATE TRIGGER product_search_insert AFTER INSERT ON product_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vitrina_product_search_add();--> statement-breakpoint
DROP TRIGGER IF EXISTS product_search_update ON product_translations;--> statement-breakpoint
CREATE TRIGGER product_search_update AFTER UPDATE ON product_translations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vitrina_product_search_add();--> statement-breakpoint
DROP TRIGGER IF EXISTS product_search_delete ON product_translations;--> statement-breakpoint
CREATE TRIGGER product_search_delete AFTER DELETE ON product_translations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vitrina_product_search_remove();--> statement-breakpoint
DROP TRIGGER IF EXISTS product_search_truncate ON product_translations;--> statement-breakpoint
CREATE TRIGGER product_search_truncate AFTER TRUNCATE ON product_translations
  FOR EACH STATEMENT EXECUTE FUNCTION vitrina_product_search_remove();--> statement-breakpoint
-- Existing catalogues (the bench's 100,000 products) are copied once.
INSERT INTO product_search_entries (product_id, locale, search_name, name_length)
  SELECT product_id, locale, search_name, length(name) FROM product_translations
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO product_search_terms (locale, term)
  SELECT DISTINCT t.locale, w.term FROM product_translations t, unnest(vitrina_search_words(t.search_name)) AS w(term)
  WHERE w.term <> ''
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Search subtracts hidden and group-only products; with both columns in the index that is an
-- index-only scan instead of ~1,000 visits to the wide products rows per query.
CREATE INDEX IF NOT EXISTS products_restricted_cover_idx ON products (id) INCLUDE (visible, required_user_group) WHERE NOT visible OR required_user_group IS NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS products_restricted_idx;
