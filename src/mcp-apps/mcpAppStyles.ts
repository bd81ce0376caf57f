import type { McpUiHostStyles, McpUiStyles, McpUiStyleVariableKey } from '@modelcontextprotocol/ext-apps/app-bridge';

/**
 * The spec's style variables a view gets, each read from the Cameo theme variable it names
 * (`--cameo-*`, as resolved where the view is drawn, so an app's own overrides and the dark mode
 * come along). Only the spec's names with a Cameo counterpart are sent; the spec lets a host give
 * any subset. The guide lists the mapping.
 */
export const MCP_APP_STYLE_VARIABLES = {
  '--color-background-primary': '--cameo-color-bg',
  '--color-background-secondary': '--cameo-color-surface',
  '--color-background-inverse': '--cameo-color-fg',
  '--color-background-info': '--cameo-color-accent',
  '--color-background-danger': '--cameo-color-error-bg',
  '--color-text-primary': '--cameo-color-fg',
  '--color-text-secondary': '--cameo-color-muted',
  '--color-text-inverse': '--cameo-color-bg',
  '--color-text-info': '--cameo-color-accent-text',
  '--color-text-danger': '--cameo-color-error',
  '--color-text-success': '--cameo-color-success',
  '--color-text-warning': '--cameo-color-warning',
  '--color-border-primary': '--cameo-color-border',
  '--color-border-danger': '--cameo-color-error',
  '--color-ring-primary': '--cameo-color-focus',
  '--font-sans': '--cameo-font',
  '--font-mono': '--cameo-font-mono',
  '--font-weight-medium': '--cameo-font-weight-medium',
  '--font-weight-semibold': '--cameo-font-weight-bold',
  '--font-text-sm-size': '--cameo-font-size-small',
  '--font-text-md-size': '--cameo-font-size',
  '--font-heading-sm-size': '--cameo-font-size-title',
  '--font-heading-md-size': '--cameo-font-size-heading',
  '--font-text-md-line-height': '--cameo-line-height',
  '--font-heading-md-line-height': '--cameo-line-height-tight',
  '--border-radius-sm': '--cameo-radius-small',
  '--border-radius-md': '--cameo-radius',
  '--border-radius-full': '--cameo-radius-pill',
  '--shadow-sm': '--cameo-shadow-small',
  '--shadow-lg': '--cameo-shadow',
} as const satisfies Partial<Record<McpUiStyleVariableKey, `--cameo-${string}`>>;

/**
 * The host context's `styles`: the variables above as they resolve on `element`. Cameo's fonts
 * are system stacks with no `@font-face`, so there is no `css.fonts` to load; the stacks travel
 * as `--font-sans` and `--font-mono`. Undefined when nothing resolves (no styles loaded, or no DOM).
 */
export function readMcpAppStyles(element: Element | null): McpUiHostStyles | undefined {
  if (!element || typeof getComputedStyle !== 'function') return undefined;
  const computed = getComputedStyle(element);
  const variables: Partial<McpUiStyles> = {};
  for (const [spec, cameo] of Object.entries(MCP_APP_STYLE_VARIABLES)) {
    const value = computed.getPropertyValue(cameo).trim();
    if (value !== '') variables[spec as McpUiStyleVariableKey] = value;
  }
  // The spec's type lists every key; a host may send any subset of them.
  return Object.keys(variables).length > 0 ? { variables: variables as McpUiStyles } : undefined;
}
