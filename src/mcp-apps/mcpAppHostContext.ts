import type { McpUiDisplayMode, McpUiHostContext, McpUiTheme } from '@modelcontextprotocol/ext-apps/app-bridge';
import type { WidgetContainer } from '../core';

/** The display modes Cameo offers a view: `pip` has no Cameo container (see the guide). */
export const MCP_APP_DISPLAY_MODES: McpUiDisplayMode[] = ['inline', 'fullscreen'];

/** Where a view is drawn: in the transcript (or a `WidgetView`), or in one of the host's containers. */
export type McpAppPlacement = 'inline' | WidgetContainer;

/**
 * The spec's display mode for a Cameo placement: only the fullscreen container is `fullscreen`;
 * a card in the transcript, a modal, a drawer and the panel all sit beside the chat.
 */
export function displayModeOf(placement: McpAppPlacement): McpUiDisplayMode {
  return placement === 'fullscreen' ? 'fullscreen' : 'inline';
}

/** Cameo's theme where `element` is: a `data-cameo-theme` ancestor, else the system's. */
export function readCameoTheme(element: Element | null): McpUiTheme {
  const pinned = element?.closest('[data-cameo-theme]')?.getAttribute('data-cameo-theme');
  if (pinned === 'dark' || pinned === 'light') return pinned;
  const dark = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  return dark ? 'dark' : 'light';
}

export interface McpAppHostContextInput {
  element: Element | null;
  placement: McpAppPlacement;
  /** The box the view is drawn in, in CSS pixels; zero when not laid out yet. */
  width: number;
  height: number;
  /** The tallest an inline or panel view grows to. */
  maxHeight: number;
}

/**
 * What the view learns in `ui/initialize` and later `host-context-changed`: theme, locale, time
 * zone, display mode and the container's size. A fixed height in fullscreen only; elsewhere the
 * view sizes itself with `size-changed` up to `maxHeight`, as Cameo's containers grow with
 * their content.
 */
export function mcpAppHostContext({ element, placement, width, height, maxHeight }: McpAppHostContextInput): McpUiHostContext {
  const context: McpUiHostContext = {
    theme: readCameoTheme(element),
    displayMode: displayModeOf(placement),
    availableDisplayModes: MCP_APP_DISPLAY_MODES,
    platform: 'web',
    containerDimensions: placement === 'fullscreen' && height > 0 ? { width: Math.round(width), height: Math.round(height) } : { width: Math.round(width), maxHeight },
  };
  const locale = element?.closest('[lang]')?.getAttribute('lang') || (typeof navigator === 'undefined' ? '' : navigator.language);
  if (locale) context.locale = locale;
  try {
    context.timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    // No Intl time zone data: the view uses its own default.
  }
  return context;
}
