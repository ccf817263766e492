import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Messages are written in English in the code; cs (the shop's default) and en are catalogs.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['cs', 'en'],
  fallbackLocales: { default: 'en' },
  // Origins without line numbers: moving code does not rewrite the catalogs (fewer merge conflicts).
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/app/locales/{locale}/messages',
      include: ['<rootDir>/app'],
      exclude: ['**/node_modules/**', '**/*.test.ts'],
    },
  ],
});
