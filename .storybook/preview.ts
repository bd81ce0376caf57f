import type { Preview } from '@storybook/react-vite';
import { create } from 'storybook/theming';
import '../src/styles.css';
import { withCameoTheme } from '../stories/fixtures/theme';
import { cameoFont, cameoFontMono } from './cameoFonts';
import { expectMalformedBeforeEach } from './expectMalformed';
import { markdownParser } from '../src/primitives/markdown/loadMarkdownParser';
import { virtualRows } from '../src/primitives/transcript/loadVirtualRows';

// The kit fetches the markdown parser and the virtualizer with import() the first time a page
// needs them. A story shows the page after that first time: what it looks like, not the moment
// before the chunk lands (test/primitives/lazyChunks.test.tsx covers that moment).
async function loadLazyChunks() {
  await Promise.all([markdownParser.load(), virtualRows.load()]);
  return {};
}

const preview: Preview = {
  // Every story follows the Backgrounds toolbar: Dark turns on the kit's dark theme, on <html>
  // so dialogs (portalled to <body>) follow, and the page reads in the kit's font.
  decorators: [withCameoTheme],
  // A story that shows malformed input on purpose sets `expectMalformed: true`; its warning is
  // dropped so that real ones stand out in the test output.
  beforeEach: expectMalformedBeforeEach,
  loaders: [loadLazyChunks],
  parameters: {
    // The introduction first (Storybook opens on the first entry), then the chat as a user meets it.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Chat',
          ['Conversation', 'Transcript', 'Composer', 'Markdown', 'Empty state', 'Long text'],
          'Tool cards',
          'Widgets',
          'Components',
          'States',
          'Theming',
          'Integrations',
          'Preview helpers',
        ],
      },
    },
    // Room around each story so focus rings and outlines are never clipped by the frame.
    layout: 'padded',
    controls: {
      expanded: true,
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
    // Light and dark grounds: the kit's own page colours in each mode.
    backgrounds: {
      options: {
        light: { name: 'Light', value: '#ffffff' },
        dark: { name: 'Dark', value: '#18181b' },
      },
    },
    // Docs pages in the kit's fonts too.
    docs: { theme: create({ base: 'light', fontBase: cameoFont, fontCode: cameoFontMono }) },
    // Read by @storybook/addon-a11y when it is installed: violations fail story tests.
    a11y: { test: 'error' },
  },
  initialGlobals: {
    backgrounds: { value: 'light' },
  },
};

export default preview;
