import { defineConfig } from '@lingui/cli';

// Messages are written in English in the code; cs (the shop's default) and en are catalogs.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['cs', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/app/locales/{locale}/messages',
      include: ['<rootDir>/app'],
      exclude: ['**/node_modules/**', '**/*.test.ts'],
    },
  ],
});
