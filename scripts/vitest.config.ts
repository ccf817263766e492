import { defineConfig } from 'vitest/config';

// The repo's own scripts' libraries (the scaled stack's nginx); the bootstrap has node --test.
export default defineConfig({
  test: { environment: 'node', include: ['lib/**/*.test.ts'], testTimeout: 60_000 },
});
