-- Search without diacritics (unaccent) and with typo tolerance (pg_trgm); PGlite loads both as contrib extensions.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
