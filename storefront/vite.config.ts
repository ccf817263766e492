import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { reactRouter } from '@react-router/dev/vite';
import babel from '@rolldown/plugin-babel';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';
import { zodJitlessStatement } from './app/ui/zodWithoutEval.ts';

/** Zod without eval in the browser, set before any chunk builds a schema (app/ui/zodWithoutEval.ts). */
function zodJitlessFirst(): Plugin {
  return {
    name: 'vitrina:zod-jitless-first',
    applyToEnvironment: (environment) => environment.name === 'client',
    // On the first line, so no line number of the chunk moves.
    renderChunk: (code) => ({ code: zodJitlessStatement + code, map: null }),
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    vanillaExtractPlugin(),
    // Lingui macros must be compiled before React Router splits route modules.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    // A production build fails when a catalog lacks a translation (docs/decisions/004-i18n.md).
    lingui({ failOnMissing: command === 'build' }),
    reactRouter(),
    zodJitlessFirst(),
  ],
  // Pre-bundled at dev start, so the first page load does not trigger a re-optimisation reload.
  optimizeDeps: {
    include: [
      '@lingui/core',
      '@lingui/react',
      '@tanstack/react-query',
      'jotai',
      'jotai/utils',
      'jotai-tanstack-query',
      'zod',
      '@vitrina/design-system > radix-ui',
      '@vitrina/design-system > @vanilla-extract/recipes/createRuntimeFn',
      '@vitrina/design-system > @vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
}));
