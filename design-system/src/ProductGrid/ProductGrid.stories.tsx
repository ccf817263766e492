import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DemoAddToCart, DemoWishList } from '../demo/demoActions.tsx';
import { demoProducts } from '../demo/demoProducts.ts';
import { ProductCard } from '../ProductCard/ProductCard.tsx';
import { ProductCardSkeleton } from '../ProductCard/ProductCardSkeleton.tsx';
import { ProductGrid, productGridColumns } from './ProductGrid.tsx';

const cards = (layout: 'card' | 'list' = 'card') =>
  demoProducts.map((product) => (
    <ProductCard
      key={product.href}
      {...product}
      layout={layout}
      maxStock={5}
      addToCart={
        <DemoAddToCart
          name={product.name}
          disabled={product.availability?.status === 'outOfStock'}
        />
      }
      wishList={<DemoWishList name={product.name} />}
    />
  ));

const meta = {
  title: 'Design system/Commerce/ProductGrid',
  component: ProductGrid,
  args: { 'aria-label': 'Living room', maxColumns: 5 },
  argTypes: { maxColumns: { control: 'inline-radio', options: productGridColumns } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two columns on a phone, up to five on a wide screen; every row lines up. */
export const Listing: Story = {
  render: (args) => <ProductGrid {...args}>{cards()}</ProductGrid>,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Living room' });
    // One item per product (the cards' tag lists have items of their own).
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(demoProducts.length);
  },
};

/** A listing beside the filters: at most three or four columns. */
export const BesideFilters: Story = {
  args: { maxColumns: 3 },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 3fr)', gap: 24 }}>
      <div
        style={{ minHeight: 200, borderRadius: 8, background: 'var(--vitrina-filters, #0001)' }}
      />
      <ProductGrid {...args}>{cards().slice(0, 6)}</ProductGrid>
    </div>
  ),
};

/** The list view of a category: one wide card per row. */
export const ListView: Story = {
  args: { layout: 'list' },
  render: (args) => <ProductGrid {...args}>{cards('list').slice(0, 4)}</ProductGrid>,
};

/** Loading: skeletons in the cards' shape, the list marked busy. */
export const Loading: Story = {
  args: { busy: true },
  render: (args) => (
    <ProductGrid {...args}>
      {Array.from({ length: 10 }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </ProductGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).toHaveAttribute('aria-busy', 'true');
  },
};
