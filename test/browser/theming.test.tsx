import { render, screen } from '@testing-library/react';
import { cdp } from 'vitest/browser';
import kitCss from '../../src/styles.css?inline';
import { CameoProvider, Transcript, type TranscriptEntry } from '../../src';
import { contrast, hex, luminance, rgb } from '../../stories/fixtures/themeColours';
import { guideCss } from '../../stories/fixtures/themeSheets';

// The theming guide's own CSS blocks, applied as a consumer would, against the kit's stylesheet,
// in every way dark can be chosen and in both load orders. Colours are read back through a
// canvas, so color-mix() and relative colours are compared as the pixels the reader gets.

const [brandSnippet, darkSnippet] = guideCss;

type Mode = 'light' | 'system dark' | 'attribute dark' | 'attribute light under system dark';
const modes: Mode[] = ['light', 'system dark', 'attribute dark', 'attribute light under system dark'];
const isDark = (mode: Mode) => mode === 'system dark' || mode === 'attribute dark';

const transcript: TranscriptEntry[] = [
  { type: 'user', text: 'How did Q3 go?' },
  { type: 'assistant', text: 'Sales rose 12%.' },
  { type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'Open Q3 sales table', widget: 'sales' } },
];

async function emulateScheme(value: 'light' | 'dark' | '') {
  await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value }] });
}

async function setMode(mode: Mode) {
  await emulateScheme(mode === 'system dark' || mode === 'attribute light under system dark' ? 'dark' : 'light');
  if (mode === 'attribute dark') document.documentElement.dataset.cameoTheme = 'dark';
  if (mode === 'attribute light under system dark') document.documentElement.dataset.cameoTheme = 'light';
}

/** The sheets in document order, as <style> elements in <head>. */
function addSheets(...sheets: string[]) {
  for (const text of sheets) {
    const style = document.createElement('style');
    style.dataset.testSheet = '';
    style.textContent = text;
    document.head.append(style);
  }
}

afterEach(async () => {
  for (const style of document.querySelectorAll('style[data-test-sheet]')) style.remove();
  delete document.documentElement.dataset.cameoTheme;
  await emulateScheme('');
});

function renderChat() {
  render(
    <CameoProvider transcript={transcript}>
      <Transcript style={{ height: 400 }} />
    </CameoProvider>,
  );
  const log = screen.getByRole('log', { name: 'Conversation' });
  const user = screen.getByText('How did Q3 go?').closest<HTMLElement>('[data-slot="message-text"]')!;
  const launcher = screen.getByRole('button', { name: 'Open Q3 sales table' });
  // Links (accent-coloured text) and focus rings, as any part draws them.
  const probe = document.createElement('span');
  probe.style.color = 'var(--cameo-color-accent-text)';
  probe.style.outlineColor = 'var(--cameo-color-focus)';
  log.append(probe);
  return { log: getComputedStyle(log), user: getComputedStyle(user), launcher: getComputedStyle(launcher), probe: getComputedStyle(probe) };
}

/** Accent-coloured text reads as text on the page; a focus ring stands out from it (3:1). */
function expectAccentReadable({ log, probe }: ReturnType<typeof renderChat>) {
  expect(contrast(probe.color, log.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(probe.outlineColor, log.backgroundColor)).toBeGreaterThanOrEqual(3);
}

describe('the theming guide’s snippets in Chromium', () => {
  it('finds the two CSS blocks it applies', () => {
    expect(brandSnippet).toContain('--cameo-color-user-bg: #f3e8ff');
    expect(darkSnippet).toContain("[data-cameo-theme='dark']");
    expect(darkSnippet).toContain('prefers-color-scheme: dark');
  });

  describe.each(modes)('in %s mode', (mode) => {
    it('paints the kit’s own palette for the mode, with readable bubbles and buttons', async () => {
      await setMode(mode);
      addSheets(kitCss);
      const chat = renderChat();
      const { log, user, launcher } = chat;
      if (isDark(mode)) expect(luminance(log.backgroundColor)).toBeLessThan(0.05);
      else expect(hex(log.backgroundColor)).toBe('#ffffff');
      expect(contrast(log.color, log.backgroundColor)).toBeGreaterThanOrEqual(7);
      expectAccentReadable(chat);
      expect(contrast(user.color, user.backgroundColor)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(launcher.color, launcher.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    });

    it.each(['before', 'after'] as const)('lets the :root snippet win, loaded %s the kit’s sheet', async (order) => {
      await setMode(mode);
      if (order === 'before') addSheets(brandSnippet!, kitCss);
      else addSheets(kitCss, brandSnippet!);
      const chat = renderChat();
      const { log, user, launcher } = chat;
      expect(hex(user.backgroundColor)).toBe('#f3e8ff');
      expect(hex(launcher.backgroundColor)).toBe('#6b21a8');
      expect(launcher.borderTopLeftRadius).toBe('999px');
      expect(log.fontFamily).toMatch(/^Georgia/);
      // The light bubble keeps dark text on a dark page too: never light-on-light.
      expect(contrast(user.color, user.backgroundColor)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(launcher.color, launcher.backgroundColor)).toBeGreaterThanOrEqual(4.5);
      // A dark purple accent on a dark page: links and focus rings are lightened to stay visible.
      expectAccentReadable(chat);
      // The mode itself still applies to everything the snippet leaves alone.
      if (isDark(mode)) expect(luminance(log.backgroundColor)).toBeLessThan(0.05);
      else expect(hex(log.backgroundColor)).toBe('#ffffff');
    });

    it.each(['before', 'after'] as const)('applies the dark-only snippet in dark alone, loaded %s', async (order) => {
      await setMode(mode);
      if (order === 'before') addSheets(brandSnippet!, darkSnippet!, kitCss);
      else addSheets(kitCss, brandSnippet!, darkSnippet!);
      const { user, launcher } = renderChat();
      expect(hex(user.backgroundColor)).toBe(isDark(mode) ? '#3b0764' : '#f3e8ff');
      expect(hex(launcher.backgroundColor)).toBe(isDark(mode) ? '#d8b4fe' : '#6b21a8');
      expect(contrast(user.color, user.backgroundColor)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(launcher.color, launcher.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    });
  });

  it('derives the bubble from an accent alone, in light and dark', async () => {
    addSheets(kitCss, ':root { --cameo-color-accent: #0f766e; }');
    const { user, launcher } = renderChat();
    expect(hex(launcher.backgroundColor)).toBe('#0f766e');
    // A light teal tint (green above blue and red), not the kit's blue one.
    const [r, g, b] = rgb(user.backgroundColor);
    expect(g).toBeGreaterThan(Math.max(r, b));
    expect(luminance(user.backgroundColor)).toBeGreaterThan(0.7);
    expect(contrast(user.color, user.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    // Computed styles are live: the same bubble after switching to dark.
    document.documentElement.dataset.cameoTheme = 'dark';
    expect(luminance(user.backgroundColor)).toBeLessThan(0.1);
    expect(contrast(user.color, user.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });
});
