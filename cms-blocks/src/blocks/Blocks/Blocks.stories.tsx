import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { hostileBlockData, hostileBlocks } from '../fixtures/hostile.ts';
import { pageFixture } from '../fixtures/page.ts';
import { blocksStoryMeta, localizedStory } from '../shared/blockStories.tsx';
import type { BlocksStory } from '../shared/blockStories.tsx';
import type { Blocks } from './Blocks.tsx';

// Each block has its own stories in its folder; these show blocks together on one page.
const meta = {
  ...blocksStoryMeta,
  title: 'CMS blocks/Blocks',
  args: { ...blocksStoryMeta.args, blocks: pageFixture.cs },
} satisfies Meta<typeof Blocks>;

export default meta;

/** Every block type on one page, with products and categories resolved. */
export const WholePage = localizedStory(pageFixture);

/** Script payloads in every field show up as harmless text; unsafe links and colours are dropped. */
export const HostileContent: BlocksStory = {
  args: { blocks: hostileBlocks, data: hostileBlockData },
  // The fixture puts the same payload in every title, so its two newsletter forms share a name;
  // real pages give each block its own title (the whole-page story checks that rule).
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    for (const link of canvasElement.querySelectorAll('a')) {
      await expect(link.getAttribute('href') ?? '').not.toMatch(/^(javascript|data|vbscript):/i);
    }
  },
};
