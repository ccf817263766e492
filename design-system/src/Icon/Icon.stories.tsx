import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../themes/contract.css.ts';
import { Icon } from './Icon.tsx';
import { iconNames } from './iconSet.ts';
import { iconSizes } from './iconVariants.ts';

const meta = {
  title: 'Design system/Icon',
  component: Icon,
  args: { name: 'cart', size: 'large' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AllIcons: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 12,
        padding: 0,
        listStyle: 'none',
        color: vars.color.text,
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, fontSize: 12 }}>
          <Icon {...args} name={name} />
          {name}
        </li>
      ))}
    </ul>
  ),
};

export const Labelled: Story = {
  args: { name: 'heart', label: 'Oblíbené' },
  play: async ({ canvasElement }) => {
    const images = within(canvasElement).getAllByRole('img', { name: 'Oblíbené' });
    await expect(images.length).toBeGreaterThan(0);
  },
};

/** The line weight follows the theme: bold in eshop, softer in boca, fine in base. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', color: vars.color.text }}>
      {iconSizes.map((size) => (
        <Icon key={size} name="truck" size={size} />
      ))}
    </div>
  ),
};

export const InText: Story = {
  render: () => (
    <p style={{ color: vars.color.text }}>
      <Icon name="truck" /> Doručíme zítra · <Icon name="return" /> Vrácení do 30 dnů ·{' '}
      <Icon name="shield" /> Záruka 3 roky
    </p>
  ),
};
