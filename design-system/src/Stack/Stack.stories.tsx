import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { vars } from '../themes/contract.css.ts';
import { Stack } from './Stack.tsx';

const Box = ({ children }: { children: ReactNode }) => (
  <div
    style={{
      padding: 12,
      background: vars.color.surfaceSunken,
      border: `1px solid ${vars.color.border}`,
      color: vars.color.text,
    }}
  >
    {children}
  </div>
);

const spaces = ['none', 'xsmall', 'small', 'medium', 'large', 'xlarge', 'xxlarge'] as const;

const meta = {
  title: 'Design system/Layout/Stack',
  component: Stack,
  args: { gap: 'medium' },
  argTypes: { gap: { control: 'select', options: spaces } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Stack {...args}>
      <Box>First</Box>
      <Box>Second</Box>
      <Box>Third</Box>
    </Stack>
  ),
};

export const Responsive: Story = {
  args: { gap: { base: 'xsmall', md: 'xlarge' } },
  render: (args) => (
    <Stack {...args}>
      <Box>A small gap on phones…</Box>
      <Box>…and a large one from the md breakpoint (768 px) up.</Box>
    </Stack>
  ),
};

export const AsList: Story = {
  args: { as: 'ul', gap: 'small' },
  render: (args) => (
    <Stack {...args}>
      <li>
        <Box>List item</Box>
      </li>
      <li>
        <Box>List item</Box>
      </li>
    </Stack>
  ),
};
