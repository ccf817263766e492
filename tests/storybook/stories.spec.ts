// Every story of the built Storybook, in every theme: it renders, its `play` interaction passes, axe
// finds no violations (the a11y addon's run, reported by Storybook itself), and it looks like its
// committed screenshot. Refresh screenshots after an intended change: `pnpm test:update-screenshots`.
import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';
import { themeNames, type ThemeName } from './themes.ts';
import { noScreenshotTag, readStories } from './storyIndex.ts';
import { openStory, recordStoryOutcome, settle, waitForStory } from './storyRun.ts';

const stories = readStories();

// One Storybook page per theme and worker, reused from story to story: loading the preview costs
// more than rendering a story, and Storybook unmounts the previous story (and its portals) itself.
const test = base.extend<object, { storyPage: (theme: ThemeName) => Promise<Page> }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: { width: 1024, height: 768 },
        reducedMotion: 'reduce',
      });
      const pages = new Map<ThemeName, Page>();
      await use(async (theme) => {
        const existing = pages.get(theme);
        if (existing) return existing;
        const page = await context.newPage();
        await page.addInitScript(recordStoryOutcome);
        await page.goto(`/iframe.html?id=${stories[0]!.id}&viewMode=story&globals=theme:${theme}`);
        await waitForStory(page, stories[0]!.id);
        pages.set(theme, page);
        return page;
      });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const story of stories) {
  for (const theme of themeNames) {
    test(`${story.title} › ${story.name} [${theme}]`, async ({ storyPage }) => {
      const page = await storyPage(theme);
      const pageErrors: string[] = [];
      const onError = (error: Error) => pageErrors.push(error.message);
      page.on('pageerror', onError);
      try {
        await openStory(page, story.id);
        const outcome = await waitForStory(page, story.id);
        expect(outcome.playError, 'play function').toBeUndefined();
        expect(outcome.violations, 'axe violations').toEqual([]);
        expect(outcome.reportErrors, 'axe could not run').toEqual([]);
        expect(outcome.status).toBe('success');
        expect(pageErrors, 'uncaught errors in the page').toEqual([]);

        if (story.tags?.includes(noScreenshotTag)) return;
        await settle(page);
        await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`, { fullPage: true });
      } finally {
        page.off('pageerror', onError);
      }
    });
  }
}
