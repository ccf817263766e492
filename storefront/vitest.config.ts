import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// Unit tests of plain modules. The Lingui plugin compiles the .po catalogs, so tests of the
// request context see the real messages; components are not rendered here. vanilla-extract
// compiles the design system's styles, so rules may use its pure helpers (ratingStars…).
export default defineConfig({
  plugins: [vanillaExtractPlugin(), lingui({ cwd: fileURLToPath(new URL('.', import.meta.url)) })],
  test: {
    include: ['app/**/*.test.ts', 'server/**/*.test.ts', 'eslint/**/*.test.ts', '*.test.ts'],
    environment: 'node',
    // Files run one after another in a worker without a fresh module graph: loading the modules
    // again for every file was half the project's CPU time (142 s -> 74 s,
    // docs/decisions/160-test-command-under-30-minutes.md). A test that changes process.env or
    // other module state restores it (resolveRequestContext.server.test.ts, realBackend.ts).
    isolate: false,
  },
});
