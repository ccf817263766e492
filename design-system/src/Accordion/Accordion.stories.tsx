import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { Accordion } from './Accordion.tsx';
import type { AccordionItem } from './Accordion.tsx';

const items: AccordionItem[] = [
  {
    value: 'shipping',
    title: 'How long does delivery take?',
    content: <Text as="p">Orders placed by 14:00 ship the same day and arrive in 1–2 days.</Text>,
  },
  {
    value: 'returns',
    title: 'Can I return goods?',
    content: <Text as="p">Yes, within 14 days of delivery, without giving a reason.</Text>,
  },
  {
    value: 'payment',
    title: 'How can I pay?',
    content: <Text as="p">By card, bank transfer or cash on delivery.</Text>,
  },
  {
    value: 'wholesale',
    title: 'Wholesale (coming soon)',
    content: <Text as="p">Not available yet.</Text>,
    disabled: true,
  },
];

const meta = {
  title: 'Design system/Overlays/Accordion',
  component: Accordion,
  args: { items, headingLevel: 3 },
  argTypes: {
    items: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  // Plays use getAll…: the "all" theme option renders the story once per theme.
  play: async ({ canvasElement, step }) => {
    const [first] = within(canvasElement).getAllByRole('button', {
      name: 'How long does delivery take?',
    });
    const root = first!.closest('h3')!.parentElement!.parentElement!;
    const toggle = (name: string) => within(root).getByRole('button', { name });

    await step('a click opens a section, opening another closes it', async () => {
      await userEvent.click(first!);
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(within(root).getByRole('region')).toHaveTextContent('same day');
      await userEvent.click(toggle('Can I return goods?'));
      await expect(first).toHaveAttribute('aria-expanded', 'false');
    });

    await step('arrow keys move between toggles, Enter and Space toggle', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(toggle('How can I pay?')).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(toggle('How can I pay?')).toHaveAttribute('aria-expanded', 'true');
      await userEvent.keyboard(' ');
      await expect(toggle('How can I pay?')).toHaveAttribute('aria-expanded', 'false');
    });
  },
};

export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['shipping', 'payment'] },
  play: async ({ canvasElement }) => {
    const [returns] = within(canvasElement).getAllByRole('button', {
      name: 'Can I return goods?',
    });
    await userEvent.click(returns!);
    const root = returns!.closest('h3')!.parentElement!.parentElement!;
    await expect(within(root).getAllByRole('region')).toHaveLength(3);
  },
};

/** A section open on load, for screenshots. */
export const OpenByDefault: Story = {
  args: { defaultValue: 'returns' },
};
