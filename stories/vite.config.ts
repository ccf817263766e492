import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

// Storybook's Vite builder loads this file (project root = the folder above .storybook); it keeps
// plugins and the like but drops `build` settings, which therefore live in main.ts `viteFinal`.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
});
