import { defineConfig } from 'drizzle-kit';

// `pnpm exec drizzle-kit generate` writes SQL migrations from the schema; the app applies them on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
