import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DemoAddToCart } from '../demo/demoActions.tsx';
import { demoProducts } from '../demo/demoProducts.ts';
import { Heading } from '../Heading/Heading.tsx';
import { ProductCard } from '../ProductCard/ProductCard.tsx';
import { ProductSlider } from './ProductSlider.tsx';

const cards = [...demoProducts, ...demoProducts.slice(0, 4)].map((product, index) => (
  <ProductCard
    key={index}
    {...product}
    maxStock={5}
    addToCart={<DemoAddToCart name={product.name} />}
  />
));

const meta = {
  title: 'Design system/Commerce/ProductSlider',
  component: ProductSlider,
  args: {
    label: 'Recommended for you',
    heading: (
      <Heading level={2} variant={3}>
        Recommended for you
      </Heading>
    ),
    children: cards,
  },
  argTypes: { children: { control: false }, heading: { control: false } },
} satisfies Meta<typeof ProductSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Swipe or scroll (it snaps to cards), or the buttons; prices line up as in a grid. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Recommended for you' });
    const previous = await canvas.findByRole('button', { name: 'Previous products' });
    await expect(previous).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next products' }));
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(previous).toBeEnabled());
    // Back to the start, so the screenshot shows the first cards.
    await userEvent.click(previous);
    await waitFor(() => expect(list.scrollLeft).toBe(0));
  },
};

/** Too few cards to scroll: no buttons. */
export const FitsWithoutScrolling: Story = {
  args: { children: cards.slice(0, 2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /products/ })).toBeNull();
  },
};
