import '@vitrina/design-system/global.css';
import '@vitrina/design-system/fonts.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { getBrowserToastStore, themeNames } from '@vitrina/design-system';
import { ThemeFrame } from './ThemeFrame.tsx';
import type { ThemeChoice } from './ThemeFrame.tsx';
import { breakpointViewports } from './viewports.ts';

const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals['theme'] ?? 'eshop') as ThemeChoice;
  const themeParameters = context.parameters['themes'] as { sideBySide?: boolean } | undefined;
  return (
    <ThemeFrame
      theme={theme}
      allowSideBySide={themeParameters?.sideBySide !== false}
      renderStory={() => <Story />}
    />
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  // The imperative toast API uses one store per browser tab; a toast left by the previous story
  // must not show up in the next one (nor in its screenshot).
  beforeEach: () => {
    getBrowserToastStore()?.clear();
  },
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Design-system theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        dynamicTitle: true,
        items: [
          ...themeNames.map((name) => ({ value: name, title: name })),
          { value: 'all', title: 'all (side by side)' },
        ],
      },
    },
  },
  initialGlobals: { theme: 'eshop' },
  parameters: {
    layout: 'padded',
    viewport: { options: breakpointViewports },
    controls: { matchers: { color: /(background|color)$/i } },
    a11y: { test: 'error' },
    options: {
      storySort: { order: ['Foundations', 'Design system', 'CMS blocks', 'Pages'] },
    },
  },
};

export default preview;
