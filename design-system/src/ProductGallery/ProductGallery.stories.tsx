import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { productPicture } from '../demo/productPictures.ts';
import { ProductGallery } from './ProductGallery.tsx';

const images = [
  { src: productPicture('sofa', 180), alt: 'Oslo sofa in teal, from the front' },
  { src: productPicture('sofa', 180, true), alt: 'Oslo sofa, the armrest close up' },
  { src: productPicture('sofa', 225), alt: 'Oslo sofa in navy' },
  { src: productPicture('sofa', 2), alt: 'Oslo sofa in red' },
  { src: productPicture('sofa', 38), alt: 'Oslo sofa in ochre' },
].map((image) => ({ ...image, width: 800, height: 800 }));

const meta = {
  title: 'Design system/Commerce/ProductGallery',
  component: ProductGallery,
  args: { images, labels: { gallery: 'Pictures of Oslo sofa' } },
  argTypes: { images: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Thumbnails and arrow keys move the main picture; focus stays on the thumbnails. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thumbs = canvas.getAllByRole('button', { name: /^Picture \d of 5$/ });
    await userEvent.click(thumbs[2]!);
    await waitFor(() => expect(thumbs[2]).toHaveAttribute('aria-current', 'true'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(thumbs[3]).toHaveAttribute('aria-current', 'true'));
    await expect(thumbs[3]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(thumbs[0]).toHaveAttribute('aria-current', 'true'));
  },
};

/** The main picture opens the zoom view: arrows step through, Escape closes and focus returns. */
export const Zoom: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('button', { name: /front.*Zoom in/ });
    await userEvent.click(main);
    const dialog = await screen.findByRole('dialog', { name: 'Pictures of Oslo sofa' });
    await expect(within(dialog).getByText('Picture 1 of 5')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByText('Picture 2 of 5')).toBeVisible();
    await expect(within(dialog).getByRole('img')).toHaveAttribute(
      'alt',
      'Oslo sofa, the armrest close up',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const OnePicture: Story = { args: { images: images.slice(0, 1) } };
