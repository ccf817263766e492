import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { bannerPicture, demoBannerScenes } from '../demo/bannerPictures.ts';
import { Hero } from '../Hero/Hero.tsx';
import { mediaQueries } from '../tokens/breakpoints.ts';
import { BannerCarousel } from './BannerCarousel.tsx';

const banners = [
  ['A living room to come home to', 'Sofas, lamps and plants, delivered free from 1 500 Kč.'],
  ['Cosy kitchen week', 'Mugs, chairs and everything for slow mornings, up to 30 % off.'],
  ['Sound that travels', 'Headphones and phones with a gift in the box.'],
  ['Gifts they will keep', 'Gift cards and plants, wrapped for free.'],
] as const;

const slides = banners.map(([title, text], index) => {
  const scene = demoBannerScenes[index % demoBannerScenes.length]!;
  return (
    <Hero
      key={title}
      title={title}
      text={text}
      size="medium"
      priority={index === 0}
      actions={
        <Button href={`/offers/${index + 1}`} color="primary">
          See the offer
        </Button>
      }
      image={{ src: bannerPicture(scene, true), width: 800, height: 800 }}
      sources={[{ media: mediaQueries.md, src: bannerPicture(scene), width: 1920, height: 600 }]}
    />
  );
});

const meta = {
  title: 'Design system/Media/BannerCarousel',
  component: BannerCarousel,
  args: { label: 'Offers of the week', children: slides },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Rotates by itself unless the shopper prefers reduced motion (the story suite does, so it is
 * still); pointer or focus inside holds it.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Offers of the week' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slideGroups = canvas.getAllByRole('group', { hidden: true });
    await expect(slideGroups).toHaveLength(4);
    await expect(slideGroups[0]).toHaveAttribute('aria-label', '1 of 4');
    // Reduced motion: no rotation, so the button offers to start it.
    await expect(await canvas.findByRole('button', { name: 'Rotate the slides' })).toBeVisible();
  },
};

/** Next, previous and the picker move the slides; arrow keys move along the picker. */
export const Navigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dots = await canvas.findAllByRole('button', { name: /^Slide \d$/ });
    await expect(dots[0]).toHaveAttribute('aria-current', 'true');
    const next = canvas.getAllByRole('button', { name: 'Next slide' }).find((b) => b.offsetParent);
    await userEvent.click(next!);
    await waitFor(() => expect(dots[1]).toHaveAttribute('aria-current', 'true'));
    await userEvent.click(dots[3]!);
    await waitFor(() => expect(dots[3]).toHaveAttribute('aria-current', 'true'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(dots[0]).toHaveAttribute('aria-current', 'true'));
    await expect(dots[0]).toHaveFocus();
  },
};

/** One banner: no controls at all. */
export const SingleBanner: Story = {
  args: { children: slides.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /slide/i })).toBeNull();
  },
};
