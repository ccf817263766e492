import type { Meta, StoryObj } from '@storybook/react-vite';
import { Availability } from './Availability.tsx';
import { availabilityStatuses } from './availabilityVariants.ts';

const meta = {
  title: 'Design system/Status/Availability',
  component: Availability,
  args: { status: 'inStock', stock: 3 },
  argTypes: {
    status: { control: 'inline-radio', options: availabilityStatuses },
    stock: { control: { type: 'number', min: 0 } },
    maxStock: { control: { type: 'number', min: 0 } },
  },
} satisfies Meta<typeof Availability>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {};

/** A theme maximum of 5: larger stock shows as "> 5 pcs" (spec §9). */
export const InStockCapped: Story = { args: { stock: 48, maxStock: 5 } };

/** Stock not checked (an unlimited default): the state alone, no figure. */
export const InStockUnchecked: Story = { args: { stock: undefined } };

export const OutOfStock: Story = { args: { status: 'outOfStock', stock: undefined } };

export const OnOrder: Story = {
  args: { status: 'onOrder', stock: undefined, deliveryText: 'Delivery on Friday 28 Nov' },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Availability {...args} status="inStock" stock={2} />
      <Availability {...args} status="inStock" stock={120} maxStock={5} />
      <Availability {...args} status="outOfStock" />
      <Availability {...args} status="onOrder" deliveryText="Delivery tomorrow" />
    </div>
  ),
};

export const Czech: Story = {
  render: () => {
    const labels = { inStock: 'Skladem', outOfStock: 'Vyprodáno', onOrder: 'Na objednávku' };
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <Availability status="inStock" stock={12} maxStock={5} unit="ks" labels={labels} />
        <Availability status="outOfStock" labels={labels} />
        <Availability status="onOrder" labels={labels} deliveryText="Doručíme v pátek 28. 11." />
      </div>
    );
  },
};
