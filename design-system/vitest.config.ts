import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    // One jsdom per worker, a fresh VM context per file (isolation kept): creating jsdom for
    // every file was most of this project's run; measured 61 s -> 18 s (docs/decisions/016-test-database-templates.md).
    pool: 'vmThreads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
