import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './Price.tsx';
import { czkFormat, eurFormat } from './priceFixtures.ts';
import { priceSizes } from './priceVariants.ts';

const meta = {
  title: 'Design system/Price',
  component: Price,
  args: { amount: 149900, currency: czkFormat, vatLabel: 's DPH' },
  argTypes: {
    size: { control: 'inline-radio', options: priceSizes },
    currency: {
      control: 'radio',
      options: ['CZK', 'EUR'],
      mapping: { CZK: czkFormat, EUR: eurFormat },
    },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Discounted: Story = {
  args: { amount: 119900, originalAmount: 149900, originalLabel: 'Původní cena' },
};

export const Free: Story = { args: { amount: 0, freeText: 'Zdarma', vatLabel: undefined } };

export const WithoutVat: Story = { args: { amount: 123884, vatLabel: 'bez DPH' } };

export const Euro: Story = { args: { amount: 5990, currency: eurFormat, vatLabel: 'incl. VAT' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {priceSizes.map((size) => (
        <Price key={size} {...args} size={size} originalAmount={179900} />
      ))}
    </div>
  ),
};
