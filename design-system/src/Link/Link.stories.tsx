import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkProvider } from '../LinkProvider/LinkProvider.tsx';
import type { LinkComponentProps } from '../LinkProvider/LinkProvider.tsx';
import { Link } from './Link.tsx';
import { linkTones, linkUnderlines } from './linkVariants.ts';

function StoryRouterLink({ href, ...rest }: LinkComponentProps) {
  // Stands in for the storefront's router link; marks itself so it can be seen in the DOM.
  return <a href={href} data-router-link="" {...rest} />;
}

const meta = {
  title: 'Design system/Typography/Link',
  component: Link,
  args: { href: '#obchodni-podminky', children: 'Obchodní podmínky' },
  argTypes: {
    tone: { control: 'inline-radio', options: linkTones },
    underline: { control: 'inline-radio', options: linkUnderlines },
  },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryRouterLink}>
        <Story />
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {
  play: async ({ canvasElement }) => {
    for (const anchor of within(canvasElement).getAllByRole('link', {
      name: 'Obchodní podmínky',
    })) {
      await expect(anchor).toHaveAttribute('data-router-link');
    }
  },
};

export const External: Story = {
  args: { href: 'https://example.com', children: 'Výrobce', target: '_blank' },
  play: async ({ canvasElement }) => {
    for (const anchor of within(canvasElement).getAllByRole('link', { name: 'Výrobce' })) {
      await expect(anchor).not.toHaveAttribute('data-router-link');
      await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};

export const DeviceSchemes: Story = {
  render: (args) => (
    <p>
      Call{' '}
      <Link {...args} href="tel:+420800123456">
        800 123 456
      </Link>{' '}
      or write to{' '}
      <Link {...args} href="mailto:info@example.com">
        info@example.com
      </Link>
      .
    </p>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {linkTones.map((tone) =>
        linkUnderlines.map((underline) => (
          <span key={`${tone}-${underline}`}>
            <Link {...args} tone={tone} underline={underline}>
              {tone}, underline {underline}
            </Link>
          </span>
        )),
      )}
    </div>
  ),
};
