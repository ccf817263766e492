import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { LinkProvider } from '../LinkProvider/LinkProvider.tsx';
import type { LinkComponentProps } from '../LinkProvider/LinkProvider.tsx';
import { Button } from './Button.tsx';
import type { ButtonAsButtonProps } from './Button.tsx';
import { buttonColors, buttonFloats, buttonSizes } from './buttonVariants.ts';

const row = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' } as const;

// Typed for the <button> mode: the union of all modes makes `args` unusable in render functions.
const meta: Meta<ButtonAsButtonProps> = {
  title: 'Design system/Actions/Button',
  component: Button,
  args: { children: 'Add to cart', onClick: fn() },
  argTypes: {
    color: { control: 'select', options: buttonColors },
    size: { control: 'inline-radio', options: buttonSizes },
    float: { control: 'select', options: [undefined, ...buttonFloats] },
    loading: { control: 'boolean' },
  },
};

export default meta;
type Story = StoryObj<ButtonAsButtonProps>;

export const Playground: Story = {
  // Plays use getAll…: the "all" theme option renders the story once per theme.
  play: async ({ args, canvasElement }) => {
    const [button] = within(canvasElement).getAllByRole('button', { name: 'Add to cart' });
    await userEvent.click(button!);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Colours: Story = {
  render: (args) => (
    <div style={row}>
      {buttonColors.map((color) => (
        <Button key={color} {...args} color={color}>
          {color}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Placing order' },
  play: async ({ args, canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button', { name: 'Placing order' })) {
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await userEvent.click(button);
    }
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Sold out' },
  play: async ({ args, canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button', { name: 'Sold out' })) {
      await expect(button).toBeDisabled();
    }
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Every colour at rest, disabled and loading, in both sizes: the review sheet for a theme. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {buttonSizes.map((size) =>
        buttonColors.map((color) => (
          <div key={`${size}-${color}`} style={row}>
            <Button {...args} size={size} color={color}>
              {color}
            </Button>
            <Button {...args} size={size} color={color} disabled>
              disabled
            </Button>
            <Button {...args} size={size} color={color} loading>
              loading
            </Button>
            <Button {...args} size={size} color={color} iconRight={<Icon name="arrow-right" />}>
              with icon
            </Button>
          </div>
        )),
      )}
    </div>
  ),
};

export const WithIcons: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args} iconLeft={<Icon name="arrow-left" />} color="outline">
        Back
      </Button>
      <Button {...args} iconRight={<Icon name="arrow-right" />}>
        Continue
      </Button>
      <Button {...args} iconLeft={<Icon name="goods" />} color="secondary">
        Add to cart
      </Button>
      <Button {...args} iconLeft={<Icon name="search" />} color="ghost" size="small">
        Search
      </Button>
    </div>
  ),
};

function StoryRouterLink({ href, ...rest }: LinkComponentProps) {
  // Stands in for the storefront's router link; marks itself so it can be seen in the DOM.
  return <a href={href} data-router-link="" {...rest} />;
}

export const AsLink: Story = {
  render: ({ size }) => (
    <LinkProvider component={StoryRouterLink}>
      <div style={row}>
        <Button size={size} href="#cart" iconRight={<Icon name="arrow-right" />}>
          Go to cart
        </Button>
        <Button size={size} href="#terms" color="ghost">
          Terms and conditions
        </Button>
      </div>
    </LinkProvider>
  ),
  play: async ({ canvasElement }) => {
    for (const link of within(canvasElement).getAllByRole('link', { name: 'Go to cart' })) {
      await expect(link).toHaveAttribute('data-router-link');
    }
  },
};

export const Floats: Story = {
  render: (args) => (
    <div style={{ maxWidth: 520 }}>
      <Button {...args} float="left" size="small">
        Left
      </Button>
      <Button {...args} float="right" size="small" color="outline">
        Right
      </Button>
      <p>
        Floated buttons sit beside running text, as the CMS button&apos;s left and right options do;
        a clearer node ends the float.
      </p>
      <div style={{ clear: 'both', paddingTop: 12 }}>
        <Button {...args} float="block">
          Block
        </Button>
      </div>
    </div>
  ),
};
