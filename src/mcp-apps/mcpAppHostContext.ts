import type { McpUiDisplayMode, McpUiHostContext, McpUiTheme } from '@modelcontextprotocol/ext-apps/app-bridge';
import type { Implementation, Tool } from '@modelcontextprotocol/sdk/types.js';
import type { WidgetContainer } from '../core';
import { readMcpAppStyles } from './mcpAppStyles';

/**
 * Every display mode Cameo offers a view: `pip` is the panel (non-modal, docked beside the chat,
 * there while the conversation goes on). Which of them one view can reach depends on where it is
 * and on the widget's container (`availableDisplayModesOf`).
 */
export const MCP_APP_DISPLAY_MODES: McpUiDisplayMode[] = ['inline', 'fullscreen', 'pip'];

/** Where a view is drawn: in the transcript (or a `WidgetView`), or in one of the host's containers. */
export type McpAppPlacement = 'inline' | WidgetContainer;

/**
 * The spec's display mode for a Cameo placement: the fullscreen container is `fullscreen`, the
 * panel `pip`; a card in the transcript, a modal and a drawer are `inline`.
 */
export function displayModeOf(placement: McpAppPlacement): McpUiDisplayMode {
  if (placement === 'fullscreen') return 'fullscreen';
  return placement === 'panel' ? 'pip' : 'inline';
}

/**
 * The modes a view can switch to. The panel is non-modal and the other containers modal, so a
 * widget opens in one kind or the other: a panel widget's view goes between the transcript and
 * the panel (`inline`, `pip`), any other between the transcript or its container and fullscreen.
 */
export function availableDisplayModesOf(placement: McpAppPlacement, container: WidgetContainer): McpUiDisplayMode[] {
  if (container === 'panel') return placement === 'inline' ? ['inline', 'pip'] : ['pip'];
  return ['inline', 'fullscreen'];
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
  /** The container the widget declares, which decides the modes it can switch to. */
  container?: WidgetContainer;
  /** The box the view is drawn in, in CSS pixels; zero when not laid out yet. */
  width: number;
  height: number;
  /** The tallest an inline or panel view grows to. */
  maxHeight: number;
  /** The host's name and version, sent as `userAgent`. */
  hostInfo?: Implementation;
  /** The definition of the tool whose call the view shows (`toolInfo`), when the server listed it. */
  tool?: Tool;
}

/**
 * What the view learns in `ui/initialize` and later `host-context-changed`: theme, Cameo's theme
 * as the spec's style variables, locale, time zone, display mode, the container's size, the
 * tool, the device's input and safe area, and the host's name. A fixed height in fullscreen
 * only; elsewhere the view sizes itself with `size-changed` up to `maxHeight`, as Cameo's
 * containers grow with their content.
 */
export function mcpAppHostContext({ element, placement, container = 'modal', width, height, maxHeight, hostInfo, tool }: McpAppHostContextInput): McpUiHostContext {
  const context: McpUiHostContext = {
    theme: readCameoTheme(element),
    displayMode: displayModeOf(placement),
    availableDisplayModes: availableDisplayModesOf(placement, container),
    platform: 'web',
    containerDimensions: placement === 'fullscreen' && height > 0 ? { width: Math.round(width), height: Math.round(height) } : { width: Math.round(width), maxHeight },
  };
  const styles = readMcpAppStyles(element);
  if (styles) context.styles = styles;
  // The JSON-RPC id of the tools/call is the agent loop's, not known here: the tool alone.
  if (tool) context.toolInfo = { tool };
  if (hostInfo) context.userAgent = `${hostInfo.name}/${hostInfo.version}`;
  const device = readDeviceCapabilities();
  if (device) context.deviceCapabilities = device;
  const insets = readSafeAreaInsets(element);
  if (insets) context.safeAreaInsets = insets;
  const locale = element?.closest('[lang]')?.getAttribute('lang') || (typeof navigator === 'undefined' ? '' : navigator.language);
  if (locale) context.locale = locale;
  try {
    context.timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    // No Intl time zone data: the view uses its own default.
  }
  return context;
}

/** Touch and hover as the page's media queries report them; undefined without `matchMedia`. */
function readDeviceCapabilities(): McpUiHostContext['deviceCapabilities'] {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  return { touch: window.matchMedia('(any-pointer: coarse)').matches, hover: window.matchMedia('(any-hover: hover)').matches };
}

/**
 * The screen's safe area (a notch, rounded corners), as `env(safe-area-inset-*)` resolves: a
 * probe element's padding, measured and removed at once. All zero on most desktops.
 */
function readSafeAreaInsets(element: Element | null): McpUiHostContext['safeAreaInsets'] {
  const document = element?.ownerDocument;
  if (!document?.body || typeof getComputedStyle !== 'function') return undefined;
  const probe = document.createElement('div');
  probe.style.cssText =
    'position:fixed;visibility:hidden;pointer-events:none;padding:env(safe-area-inset-top,0px) env(safe-area-inset-right,0px) env(safe-area-inset-bottom,0px) env(safe-area-inset-left,0px)';
  document.body.append(probe);
  try {
    const style = getComputedStyle(probe);
    const px = (value: string) => {
      const number = Number.parseFloat(value);
      return Number.isFinite(number) ? Math.round(number) : 0;
    };
    return { top: px(style.paddingTop), right: px(style.paddingRight), bottom: px(style.paddingBottom), left: px(style.paddingLeft) };
  } finally {
    probe.remove();
  }
}
