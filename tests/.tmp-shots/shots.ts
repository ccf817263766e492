import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.ts';

const base = 'http://127.0.0.1:3304';
const pages = (process.env.PAGES ?? '/stranka/doprava-a-platba').split(',');
const themes = (process.env.THEMES ?? 'eshop').split(',');
const widths = (process.env.WIDTHS ?? '375,1280').split(',').map(Number);
const browser = await chromium.launch(chromiumLaunchOptions);
for (const theme of themes) {
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'vitrina-consent', value: 'v1.a0.m0', url: base },
    { name: 'vitrina-env-override', value: encodeURIComponent(JSON.stringify({ theme })), url: base },
  ]);
  const page = await context.newPage();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await page.goto(base + path);
      const name = `${theme}-${width}${path.replace(/[^\w]+/g, '_')}.png`;
      await page.screenshot({ path: `/tmp/sf-content/${name}`, fullPage: process.env.FULL === '1' });
      console.log(name);
    }
  }
  await context.close();
}
await browser.close();
