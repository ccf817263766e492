import { defineConfig } from 'vitest/config';

// Unit tests of pure modules; they need none of the app's Vite plugins.
export default defineConfig({
  test: {
    include: ['app/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
  },
});
