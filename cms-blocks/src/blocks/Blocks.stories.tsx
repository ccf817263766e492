import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Locale } from '@vitrina/contracts';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyImageUrl } from '../RichText/storyImages.ts';
import type { ContentBlock } from '../schemas/blockTypes.ts';
import { Blocks } from './Blocks.tsx';
import {
  categoriesFixture,
  categoryBoxesFixture,
  productBoxesFixture,
  productsFixture,
  topCategoriesFixture,
} from './fixtures/catalogBlocks.ts';
import { blockDataFixture } from './fixtures/data.ts';
import { hostileBlockData, hostileBlocks } from './fixtures/hostile.ts';
import { pageFixture, rowFixture } from './fixtures/page.ts';
import {
  bigTitleFixture,
  collapsibleFixture,
  newsletterFormFixture,
  newsletterWithTextFixture,
  quoteFixture,
  textBoxesFixture,
  textFixture,
  uspFixture,
} from './fixtures/textBlocks.ts';
import type { Localized } from './fixtures/types.ts';

const meta = {
  title: 'CMS blocks/Blocks',
  component: Blocks,
  args: {
    blocks: pageFixture.cs,
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
} satisfies Meta<typeof Blocks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story whose blocks (and resolved products/categories) follow the locale control. */
function localized(
  fixture: Localized<ContentBlock> | Localized<ContentBlock[]>,
  play?: Story['play'],
): Story {
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

export const BigTitle = localized(bigTitleFixture, async ({ canvasElement }) => {
  await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
});

export const Categories = localized(categoriesFixture, async ({ canvasElement }) => {
  await expect(within(canvasElement).getAllByRole('link')).toHaveLength(4);
});

export const Collapsible = localized(collapsibleFixture, async ({ canvasElement }) => {
  const toggle = within(canvasElement).getAllByRole('button')[1] as HTMLElement;
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

export const NewsletterWithText = localized(newsletterWithTextFixture);

/** Submitting calls the app's callback with the address and shows the success state. */
export const NewsletterFormOnly = localized(
  newsletterFormFixture,
  async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'jana@example.cz');
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onNewsletterSubmit).toHaveBeenCalledWith('jana@example.cz');
    await expect(canvas.getByRole('status')).not.toBeEmptyDOMElement();
  },
);

export const NewsletterPending: Story = {
  ...localized(newsletterFormFixture),
  args: { newsletterStatus: 'pending' },
};
export const NewsletterError: Story = {
  ...localized(newsletterFormFixture),
  args: { newsletterStatus: 'error' },
};

export const Products = localized(productsFixture, async ({ canvasElement }) => {
  await expect(within(canvasElement).getAllByRole('article')).toHaveLength(3);
});

export const Quote = localized(quoteFixture);
export const Text = localized(textFixture);
export const TextBoxes = localized(textBoxesFixture);

/** The second selling point is longer than 80 characters and is cut. */
export const Usp = localized(uspFixture, async ({ canvasElement }) => {
  const titles = within(canvasElement).getAllByRole('heading', { level: 3 });
  await expect(titles[1]?.textContent?.endsWith('…')).toBe(true);
});

export const Row = localized(rowFixture);
export const ProductBoxes = localized(productBoxesFixture);
export const CategoryBoxes = localized(categoryBoxesFixture);

/** The second tile's title is longer than 45 characters (cs) and is cut. */
export const TopCategories = localized(topCategoriesFixture);

/** Every block type on one page, with products and categories resolved. */
export const WholePage = localized(pageFixture);

/** Script payloads in every field show up as harmless text; unsafe links and colours are dropped. */
export const HostileContent: Story = {
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
