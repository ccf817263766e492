import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from './Text.tsx';
import { textElements, textSizes, textTones, textWeights } from './textVariants.ts';

const meta = {
  title: 'Design system/Typography/Text',
  component: Text,
  args: { children: 'Příliš žluťoučký kůň úpěl ďábelské ódy' },
  argTypes: {
    as: { control: 'select', options: textElements },
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const column = { display: 'grid', gap: 8 } as const;

export const Sizes: Story = {
  render: (args) => (
    <div style={column}>
      {textSizes.map((size) => (
        <Text key={size} {...args} as="p" size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </div>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <div style={column}>
      {textTones
        .filter((tone) => tone !== 'inherit')
        .map((tone) => (
          <Text key={tone} {...args} as="p" tone={tone}>
            {tone}: {args.children}
          </Text>
        ))}
    </div>
  ),
};

export const Weights: Story = {
  render: (args) => (
    <div style={column}>
      {textWeights.map((weight) => (
        <Text key={weight} {...args} as="p" weight={weight}>
          {weight}: {args.children}
        </Text>
      ))}
    </div>
  ),
};
