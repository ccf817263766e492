import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'eslint/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // A worker runs file after file without a fresh module graph: loading Fastify, Drizzle and
    // PGlite again for every file was more than half the project's CPU time (measured on 21
    // files: 242 s -> 105 s, docs/decisions/160-test-command-under-30-minutes.md). Each file still
    // gets its own database; a test that changes module state must undo it (vi.unstubAllEnvs…).
    isolate: false,
    // Each file starts its own database(s); PGlite needs a moment to boot under parallel load.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
