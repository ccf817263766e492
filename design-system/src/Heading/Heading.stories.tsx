import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from './Heading.tsx';
import { headingLevels, headingVariants } from './headingVariants.ts';

const meta = {
  title: 'Design system/Typography/Heading',
  component: Heading,
  args: { level: 2, children: 'Doporučené produkty' },
  argTypes: {
    level: { control: 'select', options: headingLevels },
    variant: { control: 'select', options: [undefined, ...headingVariants] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {headingVariants.map((variant) => (
        <Heading key={variant} {...args} variant={variant}>
          Variant {variant}: {args.children}
        </Heading>
      ))}
    </div>
  ),
};

export const LevelAndLookSeparate: Story = {
  args: { level: 2, variant: 5, children: 'An <h2> that looks like variant 5' },
};
