import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, DiscountBadge } from './Badge.tsx';
import { BadgeList } from './BadgeList.tsx';
import { badgeSizes, badgeVariants } from './badgeVariants.ts';
import type { BadgeVariant } from './badgeVariants.ts';

const row = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' } as const;

/** What each product-box tag says in the shop (spec §9). */
const sampleText: Record<BadgeVariant, string> = {
  freeDelivery: 'Free delivery',
  quantityDiscount: '2+1 free',
  notSaleable: 'Not for sale',
  gift: 'Gift included',
  discount: '\u221215\u00a0%',
  neutral: 'New',
  info: 'Pre-order',
};

const meta = {
  title: 'Design system/Status/Badge',
  component: Badge,
  args: { variant: 'freeDelivery', children: 'Free delivery' },
  argTypes: {
    variant: { control: 'select', options: badgeVariants },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {badgeSizes.map((size) => (
        <div key={size} style={row}>
          {badgeVariants.map((variant) => (
            <Badge key={variant} {...args} size={size} variant={variant}>
              {sampleText[variant]}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const WithIcons: Story = {
  render: (args) => (
    <div style={row}>
      <Badge {...args} variant="gift" icon="goods">
        Gift included
      </Badge>
      <Badge {...args} variant="quantityDiscount" icon="cart">
        2+1 free
      </Badge>
      <Badge {...args} variant="info" icon="heart">
        Customer favourite
      </Badge>
    </div>
  ),
};

export const PercentageDiscount: Story = {
  render: () => (
    <div style={row}>
      <DiscountBadge percentage={14.6} label="Discount" />
      <DiscountBadge percentage={33.33} label="Discount" />
      <DiscountBadge percentage={0.4} label="Discount" />
      <DiscountBadge percentage={0} label="Discount" />
      <DiscountBadge percentage={50} label="Discount" size="small" />
    </div>
  ),
  // 0.4 % rounds to 0 and 0 % is no discount: neither renders (spec §9).
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getAllByText('\u221215\u00a0%', { normalizer: (text) => text }).length,
    ).toBeGreaterThan(0);
    await expect(canvas.queryAllByText(/\u22120/)).toHaveLength(0);
  },
};

export const ProductBoxTags: Story = {
  render: () => (
    <BadgeList aria-label="Product tags">
      <DiscountBadge percentage={22.4} label="Discount" />
      <Badge variant="freeDelivery">Free delivery</Badge>
      <Badge variant="quantityDiscount">2+1 free</Badge>
      <Badge variant="gift" icon="goods">
        Gift included
      </Badge>
      <DiscountBadge percentage={0} />
    </BadgeList>
  ),
};

export const Czech: Story = {
  render: () => (
    <BadgeList aria-label="Štítky produktu">
      <DiscountBadge percentage={15} label="Sleva" />
      <Badge variant="freeDelivery">Doprava zdarma</Badge>
      <Badge variant="quantityDiscount">2+1 zdarma</Badge>
      <Badge variant="notSaleable">Neprodejné</Badge>
      <Badge variant="gift">Dárek zdarma</Badge>
    </BadgeList>
  ),
};
