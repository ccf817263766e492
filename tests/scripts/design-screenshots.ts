// Screenshots of the "Pages / Storefront home" story (hero, a product row, a product slider) in
// each theme at 375 px and 1280 px, into docs/screenshots/ for docs/design-system.md. Build
// Storybook first (`pnpm --filter @vitrina/stories run build`); set STORYBOOK_PORT to serve it on
// another port than 6106.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumLaunchOptions } from '../chromium.ts';
import { themeNames } from '../storybook/themes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const docs = path.resolve(here, '../../docs/screenshots');
const port = process.env.STORYBOOK_PORT ?? '6106';
const base = `http://127.0.0.1:${port}`;
const story = 'pages-storefront-home--default';
const widths = [375, 1280];

const server = spawn(process.execPath, [path.join(here, '../storybook/serve.ts')], {
  env: { ...process.env, STORYBOOK_PORT: port },
  stdio: 'ignore',
});
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${base}/index.json`)).ok) break;
    } catch {
      if (attempt > 100) throw new Error(`Storybook never came up on ${base}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  for (const width of widths) {
    const page = await browser.newPage({
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
    });
    for (const theme of themeNames) {
      await page.goto(`${base}/iframe.html?id=${story}&viewMode=story&globals=theme:${theme}`);
      await page.locator('#storybook-root h1').waitFor();
      await page.evaluate(() => document.fonts.ready);
      // Every picture loaded (they are lazy: scroll through once), then back to the top.
      await page.evaluate(async () => {
        for (const img of document.images) img.loading = 'eager';
        await Promise.all([...document.images].map((img) => img.decode().catch(() => {})));
      });
      const target = path.join(docs, `storefront-home-${theme}-${width}.png`);
      const shot = await page.screenshot({ fullPage: true, animations: 'disabled' });
      // A palette PNG is a third of the size and looks the same at these sizes: the repo stays lean.
      await sharp(shot).png({ palette: true, quality: 90, effort: 10 }).toFile(target);
      console.log(path.relative(process.cwd(), target));
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
