import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichText } from '@vitrina/cms-blocks';
import type { RichTextDoc } from '@vitrina/cms-blocks';
import { Button, Column, Container, Grid, toast, Toaster } from '@vitrina/design-system';
import * as styles from './ShopShowcase.css.ts';

const products = [
  { name: 'Stoneware mug', price: '290 Kč' },
  { name: 'Oak serving board', price: '890 Kč' },
  { name: 'Wool throw', price: '2 450 Kč' },
  { name: 'Linen apron', price: '640 Kč' },
  { name: 'Pour-over kettle', price: '1 190 Kč' },
  { name: 'Espresso cups, 2 pcs', price: '380 Kč' },
];

const story: RichTextDoc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Made to be used' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Everything here is ' },
        { type: 'text', text: 'made in small workshops', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' and tested in our own kitchen.' },
      ],
    },
  ],
};

/** A page assembled from design-system parts and a CMS block: the quickest way to compare themes. */
function ShopShowcase() {
  return (
    <>
      <header className={styles.header}>
        <Container>
          <p className={styles.logo}>Vitrina</p>
        </Container>
      </header>
      <Container as="main" className={styles.main}>
        <Grid rowGap="xlarge">
          <Column span={{ base: 24, lg: 16 }}>
            <Grid rowGap="large">
              {products.map((product) => (
                <Column key={product.name} as="article" span={{ base: 12, xl: 8 }}>
                  <div className={styles.card}>
                    <div className={styles.image} />
                    <h3 className={styles.productName}>{product.name}</h3>
                    <span className={styles.price}>{product.price}</span>
                    <Button
                      size="small"
                      onClick={() => toast.success('Added to cart', { description: product.name })}
                    >
                      Add to cart
                    </Button>
                  </div>
                </Column>
              ))}
            </Grid>
          </Column>
          <Column as="aside" span={{ base: 24, lg: 8 }}>
            <div className={styles.aside}>
              <RichText content={story} />
              <p className={styles.more}>
                <Button href="#about" color="outline" size="small">
                  Our workshops
                </Button>
              </p>
            </div>
          </Column>
        </Grid>
      </Container>
      <Toaster />
    </>
  );
}

const meta = {
  title: 'Pages/Theme showcase',
  component: ShopShowcase,
  parameters: { layout: 'fullscreen', themes: { sideBySide: false } },
} satisfies Meta<typeof ShopShowcase>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
