// Takes a screenshot of the home page in each theme (docs/screenshots/home-<theme>.png).
// The theme is chosen when the storefront starts, so the script starts one storefront per theme
// against one back end. Run with `pnpm --filter @vitrina/tests run screenshots` after a build.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const themes = ['eshop', 'boca', 'base'] as const;
const backendPort = '4200';

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} never came up`);
}

function start(script: string, cwd: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [script], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: 'ignore',
  });
}

const backend = start('src/main.ts', path.join(root, 'backend'), {
  PORT: backendPort,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitrina-shots-')),
});
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  await waitFor(`http://127.0.0.1:${backendPort}/health`);
  for (const [index, theme] of themes.entries()) {
    const port = String(3200 + index);
    const storefront = start('server.ts', path.join(root, 'storefront'), {
      PORT: port,
      VITRINA_THEME: theme,
      STORE_API_URL: `http://127.0.0.1:${backendPort}`,
      CONTENT_API_URL: `http://127.0.0.1:${backendPort}/content`,
    });
    try {
      await waitFor(`http://127.0.0.1:${port}/healthz`);
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.screenshot({
        path: path.join(root, 'docs', 'screenshots', `home-${theme}.png`),
        fullPage: true,
      });
      await page.close();
      console.log(`docs/screenshots/home-${theme}.png`);
    } finally {
      storefront.kill('SIGTERM');
    }
  }
} finally {
  await browser.close();
  backend.kill('SIGTERM');
}
