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
  type Channel = { on(event: string, listener: (...payload: unknown[]) => void): void };
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
      // Answers to `rerunAxe`: the a11y addon's manual run (same axe, same story parameters).
      next.on('storybook/a11y/result', (result, storyId) => {
        target['__vitrinaAxe'] = { storyId, result };
      });
      next.on('storybook/a11y/error', (error) => {
        target['__vitrinaAxe'] = {
          error: String((error as { message?: string }).message ?? error),
        };
      });
    },
  });
}

type AxeViolation = {
  id: string;
  impact?: string;
  help: string;
  nodes: { target: unknown[] }[];
};

interface FinishedPayload {
  status: 'success' | 'error';
  reporters: {
    type: string;
    status: string;
    result?: {
      error?: unknown;
      violations?: AxeViolation[];
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

function summarise(violations: AxeViolation[] = []): StoryOutcome['violations'] {
  return violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/**
 * Runs axe again on the story as it is now (after a viewport change), through the a11y addon's
 * own "run again" event: the axe build already in the page, with the story's a11y parameters, so
 * the second width is judged exactly like the first.
 */
export async function rerunAxe(
  page: Page,
  storyId: string,
): Promise<Pick<StoryOutcome, 'violations' | 'reportErrors'>> {
  await page.evaluate((id) => {
    const target = window as unknown as Record<string, unknown>;
    delete target['__vitrinaAxe'];
    const preview = target['__STORYBOOK_PREVIEW__'] as {
      currentRender?: { story?: { parameters?: Record<string, unknown> } };
    };
    const channel = target['__STORYBOOK_ADDONS_CHANNEL__'] as {
      emit(event: string, ...args: unknown[]): void;
    };
    const parameters = preview.currentRender?.story?.parameters?.['a11y'] ?? {};
    channel.emit('storybook/a11y/manual', id, parameters);
  }, storyId);
  const handle = await page.waitForFunction(
    () => (window as unknown as Record<string, unknown>)['__vitrinaAxe'],
    undefined,
    { timeout: 20_000 },
  );
  const answer = (await handle.jsonValue()) as {
    error?: string;
    result?: { violations?: AxeViolation[] };
  };
  return {
    violations: summarise(answer.result?.violations),
    reportErrors: answer.error ? [answer.error] : [],
  };
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
    violations: a11y.flatMap((report) => summarise(report.result?.violations)),
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
