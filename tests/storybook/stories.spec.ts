// Every story of the built Storybook, in every theme, at a phone width and a desktop width: it
// renders, its `play` interaction passes, axe finds no violations (the a11y addon's run, reported
// by Storybook itself), nothing overflows the viewport sideways, and it looks like its committed
// screenshots. Refresh screenshots after an intended change: `pnpm test:update-screenshots`.
import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';
import { measureOverflow, overflowProblem } from './overflow.ts';
import { themeNames, type ThemeName } from './themes.ts';
import { noScreenshotTag, readStories } from './storyIndex.ts';
import { openStory, recordStoryOutcome, rerunAxe, settle, waitForStory } from './storyRun.ts';
import { storyWidths } from './widths.ts';
import type { StoryWidth } from './widths.ts';

const stories = readStories();
const [firstWidth, ...laterWidths] = storyWidths;

// One Storybook page per theme and worker, reused from story to story: loading the preview costs
// more than rendering a story, and Storybook unmounts the previous story (and its portals) itself.
const test = base.extend<object, { storyPage: (theme: ThemeName) => Promise<Page> }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: firstWidth, reducedMotion: 'reduce' });
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

/** Overflow and screenshot at the current width; soft, so the other width is still checked. */
async function checkLayout(page: Page, name: string, width: StoryWidth, screenshot: boolean) {
  await settle(page);
  const problem = overflowProblem(await measureOverflow(page));
  expect.soft(problem, `horizontal overflow at ${width.width}px`).toBeUndefined();
  if (screenshot) {
    await expect.soft(page).toHaveScreenshot(`${name}--${width.width}.png`, { fullPage: true });
  }
}

for (const story of stories) {
  for (const theme of themeNames) {
    test(`${story.title} › ${story.name} [${theme}]`, async ({ storyPage }) => {
      const page = await storyPage(theme);
      const pageErrors: string[] = [];
      const onError = (error: Error) => pageErrors.push(error.message);
      page.on('pageerror', onError);
      const screenshot = !story.tags?.includes(noScreenshotTag);
      const name = `${story.id}--${theme}`;
      try {
        // The story renders and plays once, at the phone width (phones first); the page is then
        // widened and the same render checked again: layout is CSS media queries, so a resize
        // re-lays it out without remounting (and without playing the interaction twice).
        await page.setViewportSize(firstWidth);
        await openStory(page, story.id);
        const outcome = await waitForStory(page, story.id);
        expect(outcome.playError, 'play function').toBeUndefined();
        expect(outcome.violations, `axe violations at ${firstWidth.width}px`).toEqual([]);
        expect(outcome.reportErrors, 'axe could not run').toEqual([]);
        expect(outcome.status).toBe('success');
        await checkLayout(page, name, firstWidth, screenshot);

        for (const width of laterWidths) {
          await page.setViewportSize(width);
          const axe = await rerunAxe(page, story.id);
          expect.soft(axe.violations, `axe violations at ${width.width}px`).toEqual([]);
          expect.soft(axe.reportErrors, 'axe could not run').toEqual([]);
          await checkLayout(page, name, width, screenshot);
        }
        expect(pageErrors, 'uncaught errors in the page').toEqual([]);
      } finally {
        page.off('pageerror', onError);
      }
    });
  }
}
