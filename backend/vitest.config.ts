import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'eslint/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each file starts its own database(s); PGlite needs a moment to boot under parallel load.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
