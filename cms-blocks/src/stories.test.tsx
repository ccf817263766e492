/// <reference types="vite/client" />
import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Every story renders and its play function passes, here as in Storybook (portable stories).
// Every stories file of the package is picked up, so a new block's stories are run too.
type StoriesFile = Parameters<typeof composeStories>[0];
const files = import.meta.glob<StoriesFile>('./**/*.stories.tsx', { eager: true });

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe.each(Object.entries(files))('%s', (_, file) => {
  const stories: [string, { run: () => Promise<void> }][] = Object.entries(composeStories(file));
  it.each(stories)(
    '%s',
    async (_name, Story) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      await Story.run();
      expect(document.body.textContent).not.toBe('');
    },
    20_000,
  );
});
