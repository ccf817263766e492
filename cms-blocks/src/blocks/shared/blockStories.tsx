import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Locale } from '@vitrina/contracts';
import { fn } from 'storybook/test';
import { storyImageUrl } from '../../RichText/storyImages.ts';
import type { ContentBlock } from '@vitrina/contracts/content';
import { Blocks } from '../Blocks/Blocks.tsx';
import { blockDataFixture } from '../fixtures/data.ts';
import type { Localized } from '../fixtures/types.ts';

/** What every block's stories share: rendered through `Blocks`, with a locale control. */
export const blocksStoryMeta = {
  component: Blocks,
  args: {
    blocks: [],
    locale: 'cs',
    imageUrl: storyImageUrl,
    storefrontHost: 'www.vitrina.cz',
    onNewsletterSubmit: fn(),
  },
  argTypes: {
    locale: { control: 'inline-radio', options: ['cs', 'en'] },
    newsletterStatus: {
      control: 'inline-radio',
      options: [undefined, 'idle', 'pending', 'success', 'error'],
    },
    blocks: { control: false },
    data: { control: false },
    imageUrl: { control: false },
    fileUrl: { control: false },
    resolveRoute: { control: false },
  },
  parameters: { layout: 'padded' },
} satisfies Partial<Meta<typeof Blocks>>;

export type BlocksStory = StoryObj<typeof Blocks>;

/** A story whose blocks (and resolved products/categories) follow the locale control. */
export function localizedStory(
  fixture: Localized<ContentBlock> | Localized<ContentBlock[]>,
  play?: BlocksStory['play'],
): BlocksStory {
  const pick = (locale: Locale): ContentBlock[] => {
    const value = fixture[locale];
    return Array.isArray(value) ? value : [value];
  };
  return {
    args: { blocks: pick('cs') },
    render: (args) => {
      const locale = args.locale ?? 'cs';
      return <Blocks {...args} blocks={pick(locale)} data={blockDataFixture[locale]} />;
    },
    play,
  };
}
