import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Accordion,
  Availability,
  Badge,
  Breadcrumbs,
  Button,
  Checkbox,
  Column,
  Container,
  DiscountBadge,
  EmptyState,
  FormField,
  Grid,
  Heading,
  Icon,
  IconButton,
  Pagination,
  Price,
  QuantityStepper,
  RadioGroup,
  Rating,
  Select,
  Skeleton,
  Stepper,
  Switch,
  Tabs,
  Text,
  TextField,
} from '@vitrina/design-system';
import type { CurrencyFormat } from '@vitrina/design-system';
import type { ReactNode } from 'react';
import * as styles from './KitchenSink.css.ts';

const czk: CurrencyFormat = {
  code: 'CZK',
  symbol: 'Kč',
  symbolPlacement: 'right',
  decimalPlaces: 2,
  decimalPoint: ',',
  millesimalPoint: '\u00a0',
};

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-label={title}>
      <Heading level={2} variant={4}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/**
 * Most of the design system on one page, for comparing the themes at a glance. Its screenshot per
 * theme is in docs/design-system.md (copied from the story suite's baselines).
 */
function KitchenSink() {
  return (
    <Container as="main" className={styles.page}>
      <Grid rowGap="large">
        <Column span={24}>
          <Breadcrumbs
            items={[
              { label: 'Home', href: '/' },
              { label: 'Kitchen', href: '/kitchen' },
              { label: 'Espresso Pro 2000' },
            ]}
          />
        </Column>
        <Column span={{ base: 24, lg: 12 }}>
          <Panel title="Product">
            <div className={styles.swatch} />
            <div className={styles.row}>
              <Badge variant="freeDelivery">Free delivery</Badge>
              <Badge variant="gift">Gift included</Badge>
              <DiscountBadge percentage={15} />
            </div>
            <Heading level={3}>Espresso Pro 2000</Heading>
            <Rating value={87} />
            <Price amount={1099000} originalAmount={1299000} currency={czk} size="large" />
            <Availability status="inStock" stock={12} maxStock={5} />
            <div className={styles.row}>
              <QuantityStepper defaultValue={1} min={1} max={10} aria-label="Quantity" />
              <Button iconLeft={<Icon name="cart" />}>Add to cart</Button>
              <IconButton icon="heart" label="Add to wish list" color="secondary" />
            </div>
          </Panel>
        </Column>
        <Column span={{ base: 24, lg: 12 }}>
          <Panel title="Form">
            <Stepper
              steps={[
                { label: 'Cart', href: '/cart' },
                { label: 'Delivery and payment', href: '/delivery' },
                { label: 'Your details' },
              ]}
              current={1}
            />
            <FormField label="E-mail" hint="We send the order confirmation here.">
              <TextField type="email" defaultValue="jana@example.cz" />
            </FormField>
            <FormField label="Phone" error="Enter at least 9 digits after the +.">
              <TextField type="tel" defaultValue="+420 12" />
            </FormField>
            <FormField label="Country">
              <Select
                defaultValue="CZE"
                options={[
                  { value: 'CZE', label: 'Czechia' },
                  { value: 'SVK', label: 'Slovakia' },
                ]}
              />
            </FormField>
            <FormField label="Delivery">
              <RadioGroup
                name="delivery"
                defaultValue="pickup"
                options={[
                  { value: 'post', label: 'Czech Post' },
                  { value: 'pickup', label: 'Pick-up point' },
                ]}
              />
            </FormField>
            <Checkbox label="I agree with the terms and conditions" defaultChecked />
            <Switch label="Send me news" />
          </Panel>
        </Column>
        <Column span={{ base: 24, lg: 12 }}>
          <Panel title="Content">
            <Tabs
              label="Product details"
              items={[
                {
                  value: 'description',
                  label: 'Description',
                  content: <Text>Brews in 25 s.</Text>,
                },
                { value: 'parameters', label: 'Parameters', content: <Text>15 bar.</Text> },
              ]}
            />
            <Accordion
              items={[
                { value: 'shipping', title: 'Shipping', content: <Text>Free over 1 500 Kč.</Text> },
                { value: 'returns', title: 'Returns', content: <Text>Within 30 days.</Text> },
              ]}
            />
          </Panel>
        </Column>
        <Column span={{ base: 24, lg: 12 }}>
          <Panel title="States">
            <EmptyState icon="cart" title="Your cart is empty" headingLevel={3}>
              Browse the catalogue and add something you like.
            </EmptyState>
            <Skeleton lines={2} />
            <Pagination page={3} pageCount={9} hrefForPage={(page) => `?page=${page}`} />
          </Panel>
        </Column>
      </Grid>
    </Container>
  );
}

const meta = {
  title: 'Pages/Kitchen sink',
  component: KitchenSink,
  parameters: { layout: 'fullscreen', themes: { sideBySide: false } },
} satisfies Meta<typeof KitchenSink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllComponents: Story = {};
