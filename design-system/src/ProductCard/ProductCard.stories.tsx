import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DemoAddToCart, DemoWishList } from '../demo/demoActions.tsx';
import { demoCrowns, demoProducts, demoVariants } from '../demo/demoProducts.ts';
import { eurFormat } from '../Price/priceFixtures.ts';
import { ProductGrid } from '../ProductGrid/ProductGrid.tsx';
import { ProductCard } from './ProductCard.tsx';
import { ProductCardSkeleton } from './ProductCardSkeleton.tsx';
import { productCardLayouts } from './productCardLayouts.ts';

const [sofa, lamp, headphones, plant, mug, shoes, phone, diningSet] = demoProducts as [
  (typeof demoProducts)[number],
  ...(typeof demoProducts)[number][],
];

/**
 * One card at a listing column's width (a list-layout card at a listing's); stories showing a
 * row of cards set `parameters.frameWidth`.
 */
const listingColumn: Decorator = (Story, { args, parameters }) => {
  const single = args.layout === 'list' ? 960 : args.layout === 'compact' ? 360 : 260;
  const width = (parameters['frameWidth'] as number | undefined) ?? single;
  return (
    <div style={{ maxWidth: width }}>
      <Story />
    </div>
  );
};

const meta = {
  title: 'Design system/Commerce/ProductCard',
  component: ProductCard,
  decorators: [listingColumn],
  args: {
    ...sofa!,
    addToCart: <DemoAddToCart name={sofa!.name} />,
    wishList: <DemoWishList name={sofa!.name} />,
    maxStock: 5,
  },
  argTypes: {
    layout: { control: 'inline-radio', options: productCardLayouts },
    image: { control: false },
    hoverImage: { control: false },
    variants: { control: false },
    addToCart: { control: false },
    wishList: { control: false },
    labels: { control: false },
  },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every tag of spec §9: the rounded discount over the picture, the rest under it. */
export const Tags: Story = {
  args: {
    ...headphones!,
    tags: {
      percentageDiscount: 12.5,
      quantityDiscount: '2+1',
      freeDelivery: true,
      gift: true,
      notSaleable: true,
    },
    badges: [{ label: 'New', variant: 'info' }],
    addToCart: <DemoAddToCart name={headphones!.name} disabled />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The discount is read as "Discount −13 %" (the word is for screen readers only).
    await expect(canvasElement.textContent).toContain('Discount \u221213\u00a0%');
    for (const text of ['2+1', 'Free delivery', 'Gift', 'Not for sale', 'New']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

/** Name and price only: no picture, tags, rating, variants or actions. */
export const Minimal: Story = {
  args: {
    name: 'Gift card',
    href: '/product/gift-card',
    image: undefined,
    hoverImage: undefined,
    tags: undefined,
    rating: undefined,
    variants: undefined,
    availability: undefined,
    addToCart: undefined,
    wishList: undefined,
    price: { amount: 50000, currency: demoCrowns },
  },
};

/** A long name stops after two lines; the whole name is still the link's text. */
export const LongName: Story = {
  args: {
    ...headphones!,
    name: 'Echo wireless noise-cancelling over-ear headphones with a hard carrying case, two cables and a flight adapter',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /flight adapter/ });
    const lineHeight = Number.parseFloat(getComputedStyle(link).lineHeight);
    await expect(link.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  },
};

/** Stock above the theme maximum (5) reads "> 5"; on order with a date; sold out. */
export const Availability: Story = {
  render: (args) => (
    <ProductGrid maxColumns={3} aria-label="Availability">
      <ProductCard {...args} availability={{ status: 'inStock', stock: 48, unit: 'pcs' }} />
      <ProductCard {...plant!} availability={plant!.availability} />
      <ProductCard {...diningSet!} maxStock={args.maxStock} />
    </ProductGrid>
  ),
  parameters: { frameWidth: 800 },
};

/** Spec §9: up to 999 beside the struck price; to 99 999 and beyond on two lines, smaller. */
export const PriceLayouts: Story = {
  render: (args) => (
    <ProductGrid maxColumns={4} aria-label="Price layouts">
      <ProductCard
        {...args}
        {...mug!}
        addToCart={undefined}
        wishList={undefined}
        price={{ amount: 14900, originalAmount: 19900, currency: demoCrowns }}
      />
      <ProductCard {...args} {...shoes!} addToCart={undefined} wishList={undefined} />
      <ProductCard {...args} {...diningSet!} addToCart={undefined} wishList={undefined} />
      <ProductCard
        {...args}
        {...phone!}
        addToCart={undefined}
        wishList={undefined}
        name="Nova 12 Pro in euros, shop prices with cents"
        price={{ amount: 129990, originalAmount: 139990, currency: eurFormat }}
      />
    </ProductGrid>
  ),
  parameters: { frameWidth: 1000 },
};

/** Spec §9 variants box: 224 px for two, 256 px for more, the small style from 20 on. */
export const Variants: Story = {
  render: (args) => (
    <ProductGrid maxColumns={3} aria-label="Variants">
      <ProductCard {...args} variants={demoVariants('sofa', 2)} />
      <ProductCard {...args} variants={demoVariants('sofa', 6)} />
      <ProductCard {...args} {...mug!} variants={demoVariants('mug', 24)} />
    </ProductGrid>
  ),
  parameters: { frameWidth: 860 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 variants')).toBeVisible();
    await expect(canvas.getByText('24 variants')).toBeVisible();
  },
};

/** The second picture shows while a mouse is over the card (requested on first hover). */
export const HoverImage: Story = {
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('article') as HTMLElement;
    const before = card.querySelectorAll('img').length;
    await userEvent.hover(card);
    await expect(card.querySelectorAll('img').length).toBeGreaterThan(before);
  },
};

export const Compact: Story = { args: { layout: 'compact', addToCart: undefined } };

export const List: Story = { args: { layout: 'list' } };

/** A mouse user clicks anywhere on the card; keyboard users reach one link, ringed on the card. */
export const OneLinkPerCard: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: sofa!.name });
    const card = link.closest('article') as HTMLElement;
    const picture = card.querySelector('img')!.getBoundingClientRect();
    const hit = document.elementFromPoint(picture.left + 10, picture.bottom - 10);
    await expect(hit).toBe(link);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
  },
};

export const Skeleton: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {productCardLayouts.map((layout) => (
        <ProductCardSkeleton key={layout} layout={layout} />
      ))}
    </div>
  ),
  parameters: { frameWidth: 960 },
};

/**
 * A row of cards with and without tags, rating, variants and a struck price: names, prices and
 * buttons still line up (the cards share their rows through CSS subgrid).
 */
export const RowAlignment: Story = {
  render: () => (
    <ProductGrid maxColumns={4} aria-label="Row alignment">
      {[sofa!, lamp!, plant!, headphones!].map((product) => (
        <ProductCard
          key={product.href}
          {...product}
          maxStock={5}
          addToCart={<DemoAddToCart name={product.name} />}
        />
      ))}
    </ProductGrid>
  ),
  parameters: { frameWidth: 1000 },
  play: async ({ canvasElement }) => {
    const cards = [...canvasElement.querySelectorAll('article')];
    const edge = (selector: string, side: 'top' | 'bottom') =>
      cards.map((card) => Math.round(card.querySelector(selector)!.getBoundingClientRect()[side]));
    const rows = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    // Cards of one row (all four on a wide screen, pairs on a phone) line up their names at the
    // top, their prices at the bottom (a struck price adds a line above) and their buttons.
    await expect(new Set(edge('h3', 'top')).size).toBe(rows.size);
    await expect(new Set(edge('[data-price-layout]', 'bottom')).size).toBe(rows.size);
    await expect(new Set(edge('button', 'top')).size).toBe(rows.size);
  },
};
