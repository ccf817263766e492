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
  },
});
