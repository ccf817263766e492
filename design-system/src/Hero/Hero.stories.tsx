import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { bannerPicture, demoBannerScenes } from '../demo/bannerPictures.ts';
import { mediaQueries } from '../tokens/breakpoints.ts';
import { Hero } from './Hero.tsx';
import { heroAligns, heroSizes } from './heroVariants.ts';

const [living, kitchen] = demoBannerScenes as [
  (typeof demoBannerScenes)[number],
  (typeof demoBannerScenes)[number],
];

/** A square picture for phones, a wide one from md up (art direction). */
const pictures = (scene: (typeof demoBannerScenes)[number]) => ({
  image: { src: bannerPicture(scene, true), width: 800, height: 800 },
  sources: [{ media: mediaQueries.md, src: bannerPicture(scene), width: 1920, height: 600 }],
});

const meta = {
  title: 'Design system/Media/Hero',
  component: Hero,
  args: {
    title: 'A living room to come home to',
    text: 'Sofas, lamps and plants in the colours of the season, delivered free from 1 500 Kč.',
    actions: (
      <Button href="/living-room" color="primary">
        Shop the living room
      </Button>
    ),
    ...pictures(living),
  },
  argTypes: {
    align: { control: 'inline-radio', options: heroAligns },
    size: { control: 'inline-radio', options: heroSizes },
    image: { control: false },
    sources: { control: false },
    actions: { control: false },
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wide picture from md up, the square one on phones; the text on a dark layer over it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvasElement.querySelectorAll('picture source')).toHaveLength(1);
    // Decorative (alt=""), so not an image to assistive tech: found by its element.
    await expect(canvasElement.querySelector('picture img')).toHaveAttribute(
      'fetchpriority',
      'high',
    );
  },
};

export const Centered: Story = {
  args: { align: 'center', size: 'medium', title: 'Cosy kitchen week', ...pictures(kitchen) },
};

/** Two actions and a page heading. */
export const PageHero: Story = {
  args: {
    headingLevel: 1,
    actions: (
      <>
        <Button href="/sale" color="primary">
          See the sale
        </Button>
        <Button href="/new" color="secondary">
          What is new
        </Button>
      </>
    ),
  },
};

/** Without a picture: the message on the theme's surface. */
export const WithoutPicture: Story = {
  args: { image: undefined, sources: undefined, size: 'medium' },
};
