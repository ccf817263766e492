import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as blockStories from './blocks/Blocks.stories.tsx';
import * as playgroundStories from './Playground/ContentPlayground.stories.tsx';
import * as markStories from './RichText/RichTextMarks.stories.tsx';
import * as nodeStories from './RichText/RichTextNodes.stories.tsx';
import * as richTextStories from './RichText/RichText.stories.tsx';

// Every story renders and its play function passes, here as in Storybook (portable stories).
const files = {
  Blocks: composeStories(blockStories),
  Playground: composeStories(playgroundStories),
  'Rich text marks': composeStories(markStories),
  'Rich text nodes': composeStories(nodeStories),
  RichText: composeStories(richTextStories),
};

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe.each(Object.entries(files))('%s stories', (_, stories) => {
  it.each(Object.entries(stories))(
    '%s',
    async (_name, Story) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      await Story.run();
      expect(document.body.textContent).not.toBe('');
    },
    20_000,
  );
});
