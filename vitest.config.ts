import { defineConfig } from 'vitest/config';

// One run over every package's own vitest config, so `pnpm exec vitest run` prints one summary.
export default defineConfig({
  test: {
    projects: [
      'design-system',
      'cms-blocks',
      'storefront',
      'backend',
      'backend/contracts',
      'scripts',
    ],
  },
});
