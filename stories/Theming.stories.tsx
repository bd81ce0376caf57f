import type { CSSProperties, ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Transcript, type CameoLabels } from '../src';
import { twoMessages, oneLauncher, shortConversation } from './fixtures/conversation';
import { animationsSettled, rootTheme, rootVariables } from './fixtures/documentRoot';
import { FreshProvider } from './fixtures/FreshProvider';
import { openFromLauncher, page } from './fixtures/play';
import { salesWidget } from './fixtures/SalesTable';

// Theming with nothing but the stylesheet's --cameo-* variables and the data-cameo-theme
// attribute: no class names, no component props. Each story mounts its own provider.

const meta = {
  title: 'Theming/Variables and modes',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const style = (element: Element) => getComputedStyle(element);

/** The stylesheet's light and dark values, as the browser computes them. */
const light = { bg: 'rgb(255, 255, 255)', fg: 'rgb(24, 24, 27)', accent: 'rgb(37, 99, 235)' };
const dark = { bg: 'rgb(24, 24, 27)', fg: 'rgb(236, 236, 239)', accent: 'rgb(122, 167, 255)' };

/**
 * A brand theme is a block of variables on any ancestor. The variables are inherited, so they
 * restyle everything inside the wrapper; containers portal to <body>, so a theme meant for them
 * too goes on `:root` (see BrandThemeOnRoot).
 */
const brand = {
  '--cameo-color-accent': '#6b21a8',
  '--cameo-color-accent-fg': '#ffffff',
  '--cameo-color-focus': '#6b21a8',
  '--cameo-color-user-bg': '#f3e8ff',
  '--cameo-radius': '1rem',
  '--cameo-radius-small': '999px',
  '--cameo-font': "Georgia, 'Times New Roman', serif",
  '--cameo-space-3': '1rem',
} as CSSProperties;

const brandValues = { accent: 'rgb(107, 33, 168)', userBg: 'rgb(243, 232, 255)', radius: '16px', pill: '999px' };

function Column({ label, children, style: columnStyle }: { label: string; children: ReactNode; style?: CSSProperties }) {
  return (
    <section aria-label={label} style={{ flex: '1 1 18rem', ...columnStyle }}>
      {children}
    </section>
  );
}

/** The default look beside a brand theme set purely with variables on a wrapper. */
export const BrandThemeOnWrapper: Story = {
  parameters: { expectMalformed: true },
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      <Column label="Default theme">
        <FreshProvider widgets={() => [salesWidget()]} transcript={shortConversation}>
          <Transcript />
        </FreshProvider>
      </Column>
      <Column label="Brand theme" style={brand}>
        <FreshProvider widgets={() => [salesWidget()]} transcript={shortConversation}>
          <Transcript />
        </FreshProvider>
      </Column>
    </div>
  ),
  play: async ({ canvas }) => {
    const parts = (name: string) => {
      const column = within(canvas.getByRole('region', { name }));
      const launcher = column.getByRole('button', { name: 'Open Q3 sales table' });
      const message = column.getByText('How did Q3 go?').closest('[data-slot="message-text"]')!;
      return { launcher, message, log: column.getByRole('log') };
    };
    const before = parts('Default theme');
    const after = parts('Brand theme');

    await expect(style(before.launcher).backgroundColor).toBe(light.accent);
    await expect(style(after.launcher).backgroundColor).toBe(brandValues.accent);
    await expect(style(after.launcher).borderTopLeftRadius).toBe(brandValues.pill);
    await expect(style(after.launcher).paddingInlineStart).toBe('16px');
    await expect(style(after.message).backgroundColor).toBe(brandValues.userBg);
    await expect(style(after.message).borderTopLeftRadius).toBe(brandValues.radius);
    await expect(style(after.log).fontFamily).toMatch(/^Georgia/);
    // The unbranded column keeps the stylesheet's values.
    await expect(style(before.message).borderTopLeftRadius).toBe('12px');
    await expect(style(before.log).fontFamily).not.toMatch(/Georgia/);
  },
};

/** The same variables on <html> reach the dialog too, which portals to <body>. */
export const BrandThemeOnRoot: Story = {
  beforeEach: rootVariables(brand as Record<`--${string}`, string>),
  render: () => (
    <FreshProvider widgets={() => [salesWidget()]} transcript={oneLauncher('Open Q3 sales table', 'sales')}>
      <Transcript />
    </FreshProvider>
  ),
  play: async ({ canvasElement }) => {
    const { launcher, dialog, inDialog } = await openFromLauncher(canvasElement, 'Open Q3 sales table');
    await expect(style(launcher).backgroundColor).toBe(brandValues.accent);
    await expect(style(dialog).borderTopLeftRadius).toBe(brandValues.radius);
    await expect(style(dialog).fontFamily).toMatch(/^Georgia/);
    await expect(style(inDialog.getByRole('button', { name: 'Close' })).borderTopLeftRadius).toBe(brandValues.pill);
    // Ends on what it shows: the dialog open, in the brand theme.
  },
};

/**
 * Dark mode set explicitly with `data-cameo-theme="dark"` on <html>: the transcript and the
 * dialog, which portals to <body>, both turn dark. Without the attribute the theme follows
 * `prefers-color-scheme`; `data-cameo-theme="light"` pins light under a dark OS setting.
 */
export const DarkOnHtml: Story = {
  parameters: { expectMalformed: true },
  beforeEach: rootTheme('dark'),
  globals: { backgrounds: { value: 'dark' } },
  render: () => (
    <FreshProvider widgets={() => [salesWidget()]} transcript={shortConversation}>
      <Transcript />
    </FreshProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('data-cameo-theme', 'dark');
    const log = canvas.getByRole('log', { name: 'Conversation' });
    await expect(style(log).backgroundColor).toBe(dark.bg);
    await expect(style(log).color).toBe(dark.fg);
    const { launcher, dialog, inDialog } = await openFromLauncher(canvasElement, 'Open Q3 sales table');
    await expect(style(launcher).backgroundColor).toBe(dark.accent);
    await expect(style(dialog).backgroundColor).toBe(dark.bg);
    await expect(style(dialog).color).toBe(dark.fg);
    await expect(style(inDialog.getByRole('button', { name: 'Close' })).color).toBe(dark.fg);
  },
};

/**
 * The attribute on a wrapper themes what is inside the wrapper only. The dialog portals to
 * <body>, outside it, and stays light: put the attribute on <html> (DarkOnHtml) to reach it.
 */
export const DarkOnWrapperOnly: Story = {
  render: () => (
    <div data-cameo-theme="dark">
      <FreshProvider widgets={() => [salesWidget()]} transcript={oneLauncher('Open Q3 sales table', 'sales')}>
        <Transcript />
      </FreshProvider>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(style(canvas.getByRole('log', { name: 'Conversation' })).backgroundColor).toBe(dark.bg);
    const { dialog } = await openFromLauncher(canvasElement, 'Open Q3 sales table');
    await expect(style(dialog).backgroundColor).toBe(light.bg);
    await expect(style(dialog).color).toBe(light.fg);
  },
};

const drawerStory = (narrowViewport = '(max-width: 1px)'): Story['render'] =>
  function DrawerStory() {
    return (
      <FreshProvider
        widgets={() => [salesWidget({ container: 'drawer' })]}
        transcript={oneLauncher('Open Q3 sales table', 'sales')}
        // The drawer must stay a drawer whatever the test viewport: a fullscreen container has
        // no slide-in, which would make the reduced-motion check pass for the wrong reason.
        narrowViewport={narrowViewport}
      >
        <Transcript />
      </FreshProvider>
    );
  };

/** By default the drawer slides in over `--cameo-duration` (150 ms). */
export const DrawerSlidesIn: Story = {
  render: drawerStory(),
  play: async ({ canvasElement }) => {
    const { dialog } = await openFromLauncher(canvasElement, 'Open Q3 sales table');
    await expect(dialog).toHaveAttribute('data-container', 'drawer');
    await expect(style(dialog).animationName).toBe('cameo-drawer-in');
    await expect(style(dialog).animationDuration).toBe('0.15s');
  },
};

/**
 * Reduced motion: `--cameo-duration: 0ms` on the root turns every transition and the drawer's
 * slide-in off. The stylesheet does this itself under `prefers-reduced-motion: reduce`.
 */
export const ReducedMotion: Story = {
  beforeEach: rootVariables({ '--cameo-duration': '0ms' }),
  render: drawerStory(),
  play: async ({ canvasElement }) => {
    const { dialog, launcher } = await openFromLauncher(canvasElement, 'Open Q3 sales table');
    await expect(dialog).toHaveAttribute('data-container', 'drawer');
    await expect(style(dialog).animationDuration).toBe('0s');
    await expect(style(launcher).transitionDuration).toBe('0s');
    // Nothing moves: the drawer is already at its resting place.
    await expect(Math.round(dialog.getBoundingClientRect().right)).toBe(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

const arabic: Partial<CameoLabels> = {
  conversation: 'المحادثة',
  you: 'أنت',
  assistant: 'المساعد',
  close: 'إغلاق',
};

/**
 * Right-to-left: under `dir="rtl"` the user's messages sit on the left (the inline end) and the
 * assistant's on the right, from logical properties alone.
 */
export const RtlTranscript: Story = {
  render: () => (
    <div dir="rtl" lang="ar">
      <FreshProvider labels={arabic} transcript={twoMessages('كيف كانت مبيعات الربع الثالث؟', 'ارتفعت المبيعات بنسبة 12٪.')}>
        <Transcript />
      </FreshProvider>
    </div>
  ),
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'المحادثة' });
    const list = within(log).getByRole('list');
    const row = (text: string) => canvas.getByText(text).closest('[data-slot="message"]')!;
    const user = row('كيف كانت مبيعات الربع الثالث؟').getBoundingClientRect();
    // The assistant's reply starts at the inline start: its first part (the avatar) on the right.
    const assistant = row('ارتفعت المبيعات بنسبة 12٪.').firstElementChild!.getBoundingClientRect();
    const content = list.getBoundingClientRect();
    const padding = parseFloat(style(list).paddingLeft);
    await expect(Math.round(user.left)).toBe(Math.round(content.left + padding));
    await expect(user.right).toBeLessThan(content.right - padding - 1);
    await expect(Math.round(assistant.right)).toBe(Math.round(content.right - padding));
    await expect(assistant.left).toBeGreaterThan(user.right);
  },
};

/** Right-to-left containers: `dir="rtl"` on the provider docks the drawer on the left edge. */
export const RtlDrawer: Story = {
  render: () => (
    <div dir="rtl" lang="ar">
      <FreshProvider
        dir="rtl"
        labels={arabic}
        narrowViewport="(max-width: 1px)"
        widgets={() => [salesWidget({ container: 'drawer' })]}
        transcript={oneLauncher('افتح جدول المبيعات', 'sales')}
      >
        <Transcript />
      </FreshProvider>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const { dialog, launcher, inDialog } = await openFromLauncher(canvasElement, 'افتح جدول المبيعات');
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await expect(dialog).toHaveAttribute('data-container', 'drawer');
    await expect(style(dialog).animationName).toBe('cameo-drawer-in-rtl');
    await animationsSettled(dialog);
    const box = dialog.getBoundingClientRect();
    await expect(Math.round(box.left)).toBe(0);
    await expect(Math.round(box.right)).toBeLessThan(canvasElement.ownerDocument.documentElement.clientWidth);
    await expect(inDialog.getByRole('button', { name: 'إغلاق' })).toBeVisible();
    // Ends on what it shows: the drawer open on the left edge.
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The same drawer in left-to-right text docks on the right edge. */
export const LtrDrawer: Story = {
  render: drawerStory(),
  play: async ({ canvasElement }) => {
    const { dialog } = await openFromLauncher(canvasElement, 'Open Q3 sales table');
    await animationsSettled(dialog);
    const box = dialog.getBoundingClientRect();
    await expect(Math.round(box.right)).toBe(canvasElement.ownerDocument.documentElement.clientWidth);
    await expect(box.left).toBeGreaterThan(0);
    await waitFor(() => expect(page(canvasElement).getByRole('dialog')).toBeVisible());
  },
};
