import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { Tabs } from './Tabs.tsx';
import type { TabItem } from './Tabs.tsx';

const items: TabItem[] = [
  {
    value: 'description',
    label: 'Description',
    content: <Text as="p">Hand-glazed porcelain espresso cups, 80 ml, set of two.</Text>,
  },
  {
    value: 'parameters',
    label: 'Parameters',
    content: <Text as="p">Dishwasher safe · Microwave safe · Made in Czechia</Text>,
  },
  {
    value: 'reviews',
    label: 'Reviews (0)',
    content: <Text as="p">No reviews yet.</Text>,
    disabled: true,
  },
  {
    value: 'delivery',
    label: 'Delivery and returns',
    content: <Text as="p">Ships within 2 working days; returns within 14 days.</Text>,
  },
];

const meta = {
  title: 'Design system/Overlays/Tabs',
  component: Tabs,
  args: { label: 'Product details', items, onValueChange: fn() },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // Plays use getAll…: the "all" theme option renders the story once per theme.
  play: async ({ args, canvasElement, step }) => {
    const [list] = within(canvasElement).getAllByRole('tablist', { name: 'Product details' });
    const tabs = within(list!);
    const root = list!.parentElement!;

    await step('arrow keys move and select, skipping the disabled tab', async () => {
      await userEvent.click(tabs.getByRole('tab', { name: 'Description' }));
      await userEvent.keyboard('{ArrowRight}');
      await expect(tabs.getByRole('tab', { name: 'Parameters' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(within(root).getByRole('tabpanel')).toHaveTextContent('Dishwasher safe');
      await userEvent.keyboard('{ArrowRight}');
      await expect(tabs.getByRole('tab', { name: 'Delivery and returns' })).toHaveFocus();
      await userEvent.keyboard('{Home}');
      await expect(tabs.getByRole('tab', { name: 'Description' })).toHaveFocus();
    });

    await step('a click selects', async () => {
      await userEvent.click(tabs.getByRole('tab', { name: 'Delivery and returns' }));
      await expect(within(root).getByRole('tabpanel')).toHaveTextContent('returns within 14');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('delivery');
    });
  },
};

export const PreselectedTab: Story = {
  args: { defaultValue: 'parameters' },
};

export const ManyTabsOnAPhone: Story = {
  args: {
    items: [...items, ...items].map((item, index) => ({
      ...item,
      value: `${item.value}-${index}`,
      disabled: false,
    })),
  },
  globals: { viewport: { value: 'sm' } },
};
