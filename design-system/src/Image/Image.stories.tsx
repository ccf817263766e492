import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoImageBuilder, demoImageSrc, themedDemoImageBuilder } from './demoImages.ts';
import { Image } from './Image.tsx';
import { imageFits, imageLayouts } from './imageVariants.ts';

const landscape = demoImageBuilder(3 / 4);

// Typed by the component, not by these args: stories may pass a plain string `src` instead.
const meta: Meta<typeof Image> = {
  title: 'Design system/Media/Image',
  component: Image,
  args: { src: landscape, alt: 'Espresso machine, front view', width: 400, height: 300 },
  argTypes: {
    src: { control: false },
    fit: { control: 'inline-radio', options: imageFits },
    layout: { control: 'inline-radio', options: imageLayouts },
  },
  // The default picture takes the colours of the theme in the toolbar.
  render: (args, { globals }) => (
    <Image
      {...args}
      src={args.src === landscape ? themedDemoImageBuilder(globals['theme'], 3 / 4) : args.src}
    />
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof Image>;

export const Cover: Story = {
  play: async ({ canvasElement }) => {
    for (const img of within(canvasElement).getAllByRole('img', { name: /Espresso machine/ })) {
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect(img).toHaveAttribute('decoding', 'async');
    }
  },
};

/** A wide picture in a square frame: `contain` shows it whole, `cover` crops it. */
export const FitInSquare: Story = {
  args: { width: 300, height: 300 },
  render: (args, { globals }) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
      {imageFits.map((fit) => (
        <figure key={fit} style={{ margin: 0 }}>
          <Image
            {...args}
            src={themedDemoImageBuilder(globals['theme'], 9 / 16, 20)}
            fit={fit}
            alt={`Television, ${fit}`}
          />
          <figcaption>{fit}</figcaption>
        </figure>
      ))}
    </div>
  ),
};

/** The browser picks a width from the srcSet by `sizes`; the printed width shows which. */
export const ResponsiveSrcSet: Story = {
  args: { widths: [200, 400, 800, 1200], sizes: '(min-width: 768px) 480px, 100vw' },
};

/** Variant thumbnails are 62×48 (spec §9). */
export const FixedThumbnails: Story = {
  render: (_, { globals }) => (
    <ul style={{ display: 'flex', gap: 8, padding: 0, margin: 0, listStyle: 'none' }}>
      {[0, 30, 60, 90].map((hue) => (
        <li key={hue}>
          <Image
            src={themedDemoImageBuilder(globals['theme'], 48 / 62, hue)}
            alt={`Colour variant ${hue}`}
            width={62}
            height={48}
            layout="fixed"
          />
        </li>
      ))}
    </ul>
  ),
};

/** alt="": the picture adds nothing the text next to it does not say. */
export const Decorative: Story = { args: { alt: '' } };

/** Above the fold: loaded at once with high priority. */
export const Priority: Story = { args: { priority: true } };

/**
 * What a shopper on a slow line sees first: the one-eighth placeholder, blurred. The main image
 * here never arrives (an address that fails), which is also how a broken image looks: the
 * placeholder stays and no broken-image icon shows.
 */
export const PlaceholderWhileLoading: Story = {
  args: {
    src: 'data:image/svg+xml,',
    placeholderSrc: demoImageSrc(50, 38),
    alt: 'Espresso machine, front view',
  },
};

export const ProductGrid: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  render: (_, { globals }) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 12,
      }}
    >
      {Array.from({ length: 12 }, (_, index) => (
        <Image
          key={index}
          src={themedDemoImageBuilder(globals['theme'], 1, (index % 4) * 12)}
          widths={[150, 300]}
          sizes="150px"
          alt={`Product ${index + 1}`}
          width={150}
          height={150}
          fit="contain"
        />
      ))}
    </div>
  ),
};
