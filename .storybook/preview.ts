import type { Preview } from '@storybook/react-vite';
import '../src/styles.css';

const preview: Preview = {
  parameters: {
    // Room around each story so focus rings and outlines are never clipped by the frame.
    layout: 'padded',
    controls: {
      expanded: true,
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
    // Light and dark grounds with enough contrast to judge text and focus styles on both.
    backgrounds: {
      options: {
        light: { name: 'Light', value: '#ffffff' },
        dark: { name: 'Dark', value: '#1b1b1f' },
      },
    },
    // Read by @storybook/addon-a11y when it is installed: violations fail story tests.
    a11y: { test: 'error' },
  },
  initialGlobals: {
    backgrounds: { value: 'light' },
  },
};

export default preview;
