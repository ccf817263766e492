import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, boxElements } from './Box.tsx';

const spaces = ['none', 'xsmall', 'small', 'medium', 'large', 'xlarge', 'xxlarge'] as const;
const backgrounds = [
  'surface',
  'surfaceRaised',
  'surfaceSunken',
  'brand',
  'brandAccent',
  'criticalSurface',
  'positiveSurface',
  'cautionSurface',
  'infoSurface',
] as const;
const radii = ['none', 'small', 'medium', 'large', 'full', 'button', 'card'] as const;

const meta = {
  title: 'Design system/Layout/Box',
  component: Box,
  args: {
    padding: 'large',
    background: 'surfaceSunken',
    borderRadius: 'card',
    children: 'A box with padding, a background and rounded corners.',
  },
  argTypes: {
    as: { control: 'select', options: boxElements },
    padding: { control: 'select', options: spaces },
    background: { control: 'select', options: backgrounds },
    borderRadius: { control: 'select', options: radii },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Backgrounds: Story = {
  render: (args) => (
    <Box display="grid" gap="small">
      {backgrounds.map((background) => (
        <Box
          key={background}
          {...args}
          background={background}
          color={background === 'brand' ? 'onBrand' : 'text'}
          padding="small"
        >
          {background}
        </Box>
      ))}
    </Box>
  ),
};

export const FlexRow: Story = {
  render: () => (
    <Box
      as="section"
      display="flex"
      flexDirection={{ base: 'column', md: 'row' }}
      justifyContent="space-between"
      alignItems={{ base: 'stretch', md: 'center' }}
      gap="medium"
      padding={{ base: 'medium', md: 'xlarge' }}
      background="infoSurface"
      borderRadius="large"
      aria-label="Free delivery"
    >
      <Box as="p" margin="none">
        Free delivery from 1 500 Kč
      </Box>
      <Box as="p" margin="none" fontWeight="strong" color="info">
        Column on phones, row from md up
      </Box>
    </Box>
  ),
};

export const AsList: Story = {
  render: () => (
    <Box
      as="ul"
      display="flex"
      gap="small"
      padding="none"
      margin="none"
      flexWrap="wrap"
      style={{ listStyle: 'none' }}
    >
      {['Espresso', 'Filter', 'Capsules'].map((item) => (
        <Box
          as="li"
          key={item}
          paddingX="medium"
          paddingY="xsmall"
          background="surfaceSunken"
          borderRadius="full"
        >
          {item}
        </Box>
      ))}
    </Box>
  ),
};
