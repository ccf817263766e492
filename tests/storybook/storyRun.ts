import type { Page } from '@playwright/test';

/** What Storybook reports when a story has rendered, played and run its afterEach checks (axe). */
export interface StoryOutcome {
  status: 'success' | 'error';
  playError?: string;
  violations: { id: string; impact?: string; help: string; targets: string[] }[];
  reportErrors: string[];
}

/**
 * Runs before Storybook's own scripts: hooks the preview channel as soon as Storybook assigns it,
 * so the STORY_FINISHED event (after render, play and the a11y addon's axe run) is never missed.
 */
export function recordStoryOutcome(): void {
  type Channel = { on(event: string, listener: (payload: unknown) => void): void };
  const target = window as unknown as Record<string, unknown>;
  let channel: Channel | undefined;
  Object.defineProperty(target, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next: Channel) {
      channel = next;
      next.on('playFunctionThrewException', (error) => {
        target['__vitrinaPlayError'] = (error as { message?: string }).message ?? String(error);
      });
      next.on('storyThrewException', (error) => {
        target['__vitrinaPlayError'] = (error as { message?: string }).message ?? String(error);
      });
      next.on('storyErrored', (error) => {
        target['__vitrinaPlayError'] = (error as { description?: string }).description ?? 'errored';
      });
      next.on('storyFinished', (payload) => {
        target['__vitrinaFinished'] = payload;
      });
    },
  });
}

interface FinishedPayload {
  status: 'success' | 'error';
  reporters: {
    type: string;
    status: string;
    result?: {
      error?: unknown;
      violations?: {
        id: string;
        impact?: string;
        help: string;
        nodes: { target: unknown[] }[];
      }[];
    };
  }[];
}

/**
 * Switches the already loaded preview to another story, as the Storybook manager does; the story
 * already on screen is remounted instead, so its play function and axe run again.
 */
export async function openStory(page: Page, storyId: string): Promise<void> {
  await page.evaluate((id) => {
    const target = window as unknown as Record<string, unknown>;
    delete target['__vitrinaFinished'];
    delete target['__vitrinaPlayError'];
    // Nothing of the previous story may leak into this one's screenshot.
    (document.activeElement as HTMLElement | null)?.blur?.();
    window.scrollTo(0, 0);
    const channel = target['__STORYBOOK_ADDONS_CHANNEL__'] as {
      emit(event: string, payload: unknown): void;
    };
    const preview = target['__STORYBOOK_PREVIEW__'] as { currentRender?: { id?: string } };
    if (preview?.currentRender?.id === id) channel.emit('forceRemount', { storyId: id });
    else channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  }, storyId);
}

/** Waits for the story to finish (render, play, axe) and summarises what Storybook reported. */
export async function waitForStory(
  page: Page,
  storyId: string,
  timeout = 20_000,
): Promise<StoryOutcome> {
  const handle = await page.waitForFunction(
    (id) => {
      const finished = (window as unknown as Record<string, unknown>)['__vitrinaFinished'] as
        { storyId?: string } | undefined;
      return finished?.storyId === id ? finished : undefined;
    },
    storyId,
    { timeout },
  );
  const finished = (await handle.jsonValue()) as FinishedPayload;
  const playError = await page.evaluate(
    () =>
      (window as unknown as Record<string, unknown>)['__vitrinaPlayError'] as string | undefined,
  );
  const a11y = finished.reporters.filter((report) => report.type === 'a11y');
  return {
    status: finished.status,
    playError,
    violations: a11y.flatMap((report) =>
      (report.result?.violations ?? []).map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      })),
    ),
    reportErrors: a11y
      .filter((report) => report.result?.error)
      .map((report) => String(report.result?.error)),
  };
}

/**
 * Lets the page come to rest before a screenshot: lazy images would otherwise start loading (or
 * failing, and swap to their placeholder) while the full-page capture scrolls them into view, so
 * two runs could catch different moments. Images get 3 s; a missing one settles by its error.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    const images = [...document.images];
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
    const settled = images.map((image) =>
      image.complete
        ? undefined
        : new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
    );
    await Promise.race([Promise.all(settled), new Promise((resolve) => setTimeout(resolve, 3000))]);
    await document.fonts.ready;
    // React re-renders after a load/error event (placeholder swap): give it two frames.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}
