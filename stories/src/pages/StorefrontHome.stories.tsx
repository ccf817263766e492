import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Button,
  Container,
  Heading,
  Hero,
  mediaQueries,
  ProductCard,
  ProductGrid,
  ProductSlider,
} from '@vitrina/design-system';
import {
  bannerPicture,
  DemoAddToCart,
  demoBannerScenes,
  demoProducts,
  DemoWishList,
} from '@vitrina/design-system/demo';
import { expect, within } from 'storybook/test';
import * as styles from './StorefrontHome.css.ts';

const scene = demoBannerScenes[0]!;

const card = (product: (typeof demoProducts)[number], index: number) => (
  <ProductCard
    key={`${product.href}-${index}`}
    {...product}
    maxStock={5}
    priority={index < 2}
    addToCart={
      <DemoAddToCart name={product.name} disabled={product.availability?.status === 'outOfStock'} />
    }
    wishList={<DemoWishList name={product.name} />}
  />
);

/**
 * A shop's front page from design-system parts: the hero, a row of products (with and without
 * tags, ratings and variants, their prices in line) and a slider. The docs' screenshots.
 */
function StorefrontHome() {
  return (
    <Container as="main" className={styles.main}>
      <Hero
        headingLevel={1}
        title="A living room to come home to"
        text="Sofas, lamps and plants in the colours of the season, delivered free from 1 500 Kč."
        actions={
          <Button href="/living-room" color="primary">
            Shop the living room
          </Button>
        }
        image={{ src: bannerPicture(scene, true), width: 800, height: 800 }}
        sources={[{ media: mediaQueries.md, src: bannerPicture(scene), width: 1920, height: 600 }]}
      />
      <section className={styles.section} aria-labelledby="bestsellers">
        <Heading level={2} id="bestsellers">
          Bestsellers
        </Heading>
        <ProductGrid aria-labelledby="bestsellers">
          {demoProducts.slice(0, 5).map(card)}
        </ProductGrid>
      </section>
      <section className={styles.section}>
        <ProductSlider
          label="Recommended for you"
          heading={<Heading level={2}>Recommended for you</Heading>}
        >
          {[...demoProducts.slice(3), ...demoProducts.slice(0, 3)].map(card)}
        </ProductSlider>
      </section>
    </Container>
  );
}

const meta = {
  title: 'Pages/Storefront home',
  component: StorefrontHome,
  parameters: { layout: 'fullscreen', themes: { sideBySide: false } },
} satisfies Meta<typeof StorefrontHome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Bestsellers' })).toBeVisible();
  },
};
