import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Transcript } from '../src';
import { shortConversation } from './fixtures/conversation';
import { rootVariables } from './fixtures/documentRoot';
import { FreshProvider } from './fixtures/FreshProvider';
import { salesWidget } from './fixtures/SalesTable';
import { contrast, hex, luminance } from './fixtures/themeColours';
import { guideCss, withSheet } from './fixtures/themeSheets';

// The theming guide's CSS, applied word for word as an app's stylesheet, in light and in dark.
// The Dark background turns on data-cameo-theme="dark" on <html> (the preview's decorator);
// test/browser/theming.test.tsx covers the system setting and both load orders.

const [brandCss = '', darkCss = ''] = guideCss;

const meta = {
  title: 'Theming/Guide snippets',
  render: () => (
    <FreshProvider widgets={() => [salesWidget()]} transcript={shortConversation}>
      <Transcript />
    </FreshProvider>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const log = getComputedStyle(canvas.getByRole('log', { name: 'Conversation' }));
  const user = getComputedStyle(canvas.getByText('How did Q3 go?').closest('[data-slot="message-text"]')!);
  const launcher = getComputedStyle(canvas.getByRole('button', { name: 'Open Q3 sales table' }));
  return { log, user, launcher };
}

async function expectReadable({ user, launcher }: ReturnType<typeof parts>) {
  await expect(contrast(user.color, user.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  await expect(contrast(launcher.color, launcher.backgroundColor)).toBeGreaterThanOrEqual(4.5);
}

/** The guide's `:root` block (accent, user bubble, radius, font) over the default light theme. */
export const BrandBlock: Story = {
  parameters: { expectMalformed: true },
  beforeEach: withSheet(brandCss),
  play: async ({ canvasElement }) => {
    const found = parts(canvasElement);
    await expect(hex(found.user.backgroundColor)).toBe('#f3e8ff');
    await expect(hex(found.launcher.backgroundColor)).toBe('#6b21a8');
    await expect(found.log.fontFamily).toMatch(/^Georgia/);
    await expectReadable(found);
  },
};

/**
 * The same block in dark mode: the app's values still win, and the light bubble keeps dark text
 * (its text follows the bubble), so the user's messages stay readable on the dark page.
 */
export const BrandBlockDark: Story = {
  ...BrandBlock,
  globals: { backgrounds: { value: 'dark' } },
  play: async ({ canvasElement }) => {
    const found = parts(canvasElement);
    await expect(luminance(found.log.backgroundColor)).toBeLessThan(0.05);
    await expect(hex(found.user.backgroundColor)).toBe('#f3e8ff');
    await expect(hex(found.launcher.backgroundColor)).toBe('#6b21a8');
    await expectReadable(found);
  },
};

/** The guide's dark-only block after it: dark gets its own accent and bubble. */
export const DarkPalette: Story = {
  parameters: { expectMalformed: true },
  beforeEach: withSheet(`${brandCss}\n${darkCss}`),
  globals: { backgrounds: { value: 'dark' } },
  play: async ({ canvasElement }) => {
    const found = parts(canvasElement);
    await expect(hex(found.user.backgroundColor)).toBe('#3b0764');
    await expect(hex(found.launcher.backgroundColor)).toBe('#d8b4fe');
    await expectReadable(found);
  },
};

/** One variable, `--cameo-color-accent`, recolours the bubble, the buttons and focus together. */
export const AccentOnly: Story = {
  parameters: { expectMalformed: true },
  beforeEach: rootVariables({ '--cameo-color-accent': '#0f766e' }),
  play: async ({ canvasElement }) => {
    const found = parts(canvasElement);
    await expect(hex(found.launcher.backgroundColor)).toBe('#0f766e');
    await expect(hex(found.user.backgroundColor)).not.toBe(hex('color-mix(in oklab, #2563eb 12%, #ffffff)'));
    await expectReadable(found);
  },
};

/** The same accent in dark: the bubble is mixed into the dark page, its text turns light. */
export const AccentOnlyDark: Story = {
  ...AccentOnly,
  globals: { backgrounds: { value: 'dark' } },
  play: async ({ canvasElement }) => {
    const found = parts(canvasElement);
    await expect(luminance(found.user.backgroundColor)).toBeLessThan(0.1);
    await expectReadable(found);
  },
};
