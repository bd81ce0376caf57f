/**
 * The kit's font stacks, for Storybook's own UI (the manager frame has no stylesheet of ours).
 * test/storybook/fonts.test.ts checks they equal --cameo-font and --cameo-font-mono in
 * src/styles/theme.css, so the sidebar, the docs pages and the stories read in one face.
 */
export const cameoFont = "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
export const cameoFontMono = "ui-monospace, 'SFMono-Regular', 'SF Mono', Menlo, Consolas, monospace";
