-- One typo = one edit (a letter replaced, added, dropped, or two neighbours swapped) between a query
-- word and a whole word of a product name. Trigram similarity alone misses a letter changed in the
-- middle of a long word (it breaks three of its trigrams: "kotnjkova" vs "kotnikova" is 0.54 < 0.6).
-- Only run on the few vocabulary words the trigram index offers (product_search_terms, 0007).
CREATE OR REPLACE FUNCTION vitrina_one_edit(a text, b text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT CASE
    WHEN length(a) = length(b) THEN EXISTS (
        SELECT 1 FROM generate_series(1, length(a)) AS i
        WHERE overlay(a PLACING '' FROM i FOR 1) = overlay(b PLACING '' FROM i FOR 1))
      OR EXISTS (
        SELECT 1 FROM generate_series(1, length(a) - 1) AS i
        WHERE overlay(a PLACING substr(a, i + 1, 1) || substr(a, i, 1) FROM i FOR 2) = b)
    WHEN length(a) = length(b) + 1 THEN EXISTS (
        SELECT 1 FROM generate_series(1, length(a)) AS i WHERE overlay(a PLACING '' FROM i FOR 1) = b)
    WHEN length(b) = length(a) + 1 THEN EXISTS (
        SELECT 1 FROM generate_series(1, length(b)) AS i WHERE overlay(b PLACING '' FROM i FOR 1) = a)
    ELSE false
  END
$$;
--> statement-breakpoint
-- Not inlinable (plpgsql) and priced high: the planner must reach product words through the GIN
-- index (exact, never rechecked) rather than splitting every name of the language per query, which
-- it otherwise picked on freshly seeded databases (65 ms instead of 5 for a common word at 20,000).
CREATE OR REPLACE FUNCTION vitrina_search_words(value text) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT COST 1000
  AS $$ BEGIN RETURN regexp_split_to_array(value, '\s+'); END $$;
