import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../src/**/*.mdx',
    '../src/**/*.stories.tsx',
    '../../design-system/src/**/*.stories.tsx',
    '../../cms-blocks/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // No network here and no tracking anywhere: also set STORYBOOK_DISABLE_TELEMETRY=1 (package scripts do).
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      build: {
        // A component workshop is one big client bundle by design; the 500 kB hint is noise here.
        chunkSizeWarningLimit: 4000,
        rolldownOptions: {
          // Radix ships "use client" directives, meaningless in a client-only bundle; timings are noise.
          checks: { moduleLevelDirective: false, bundlerTimings: false },
        },
      },
    }),
};

export default config;
