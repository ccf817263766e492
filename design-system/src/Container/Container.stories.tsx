import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../themes/contract.css.ts';
import { breakpointNames, breakpoints, containerWidths } from '../tokens/breakpoints.ts';
import { Container } from './Container.tsx';

const meta = {
  title: 'Design system/Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <div style={{ background: vars.color.surfaceSunken, paddingBlock: 24 }}>
      <Container {...args}>
        <div
          style={{
            padding: 16,
            background: vars.color.surfaceRaised,
            border: `1px dashed ${vars.color.borderStrong}`,
            color: vars.color.text,
          }}
        >
          <strong>Container</strong>: fluid below {breakpoints.sm}px, then
          <ul>
            {breakpointNames.map((name) => (
              <li key={name}>
                {name} (≥ {breakpoints[name]}px): max {containerWidths[name]}px
              </li>
            ))}
          </ul>
          Resize the viewport (toolbar) to see it snap.
        </div>
      </Container>
    </div>
  ),
};

export const AsMain: Story = {
  args: { as: 'main', children: 'A <main> landmark at container width.' },
  // A page has one main landmark, so this story is not repeated per theme side by side.
  parameters: { themes: { sideBySide: false } },
};
