import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';

// The story suite: the built Storybook served statically, every story × theme checked by
// storybook/stories.spec.ts at a phone and a desktop width (storybook/widths.ts; the page sets its
// own viewport). Screenshots are compared against the committed baselines; a missing baseline
// fails the run (write new ones with `pnpm test:update-screenshots`).
const port = process.env.STORYBOOK_PORT ?? '6106';

export default defineConfig({
  testDir: 'storybook',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? 'dot' : 'line',
  updateSnapshots: process.env.UPDATE_SCREENSHOTS ? 'all' : 'none',
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Anti-aliasing of the same glyphs can differ by a few pixels between runs; a real change
      // (a colour, a spacing, a missing element) moves far more.
      maxDiffPixelRatio: 0.002,
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node storybook/serve.ts',
    url: `http://127.0.0.1:${port}/index.json`,
    timeout: 30_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { STORYBOOK_PORT: port },
  },
});
