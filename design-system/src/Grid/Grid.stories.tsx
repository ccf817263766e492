import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { vars } from '../themes/contract.css.ts';
import { gridColumns } from '../tokens/breakpoints.ts';
import { Column } from './Column.tsx';
import { Grid } from './Grid.tsx';

const Cell = ({ children, narrow }: { children: ReactNode; narrow?: boolean }) => (
  <div
    style={{
      // A 24th of a phone is about 12 px: the numbers get the whole cell there, and the outline
      // is drawn inside (a shadow) so it takes no room.
      padding: narrow ? '12px 0' : '12px 4px',
      textAlign: 'center',
      fontSize: narrow ? 9 : 12,
      fontVariantNumeric: 'tabular-nums',
      whiteSpace: narrow ? 'nowrap' : undefined,
      background: vars.color.surfaceSunken,
      boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
      borderRadius: vars.radius.small,
      color: vars.color.text,
    }}
  >
    {children}
  </div>
);

const meta = {
  title: 'Design system/Layout/Grid',
  component: Grid,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwentyFourColumns: Story = {
  args: { gap: { base: 'xxsmall', md: 'xsmall' } },
  render: (args) => (
    <Grid {...args}>
      {Array.from({ length: gridColumns }, (_, index) => (
        <Column key={index} span={1}>
          <Cell narrow>{index + 1}</Cell>
        </Column>
      ))}
    </Grid>
  ),
};

export const ResponsiveSpans: Story = {
  args: { rowGap: 'large' },
  render: (args) => (
    <Grid {...args}>
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <Column key={n} span={{ base: 24, sm: 12, md: 8, lg: 6, xl: 4 }}>
          <Cell>base 24 · sm 12 · md 8 · lg 6 · xl 4</Cell>
        </Column>
      ))}
    </Grid>
  ),
};

export const Offsets: Story = {
  args: { rowGap: 'large' },
  render: (args) => (
    <Grid {...args}>
      <Column span={{ base: 24, md: 12 }} offset={{ md: 6 }}>
        <Cell>md: span 12, offset 6 (centred)</Cell>
      </Column>
      <Column span={{ base: 20, md: 8 }} offset={{ base: 4, md: 16 }}>
        <Cell>base: 20 + offset 4 · md: 8 + offset 16</Cell>
      </Column>
      <Column span={{ base: 24, lg: 16 }}>
        <Cell>main (lg 16)</Cell>
      </Column>
      <Column span={{ base: 24, lg: 8 }}>
        <Cell>aside (lg 8)</Cell>
      </Column>
    </Grid>
  ),
};
