import { displayModeOf, mcpAppHostContext, readCameoTheme } from '../../../src/mcp-apps/mcpAppHostContext';

afterEach(() => {
  document.body.innerHTML = '';
});

test('only the fullscreen container is the fullscreen display mode', () => {
  expect(displayModeOf('fullscreen')).toBe('fullscreen');
  for (const placement of ['inline', 'modal', 'drawer', 'panel'] as const) expect(displayModeOf(placement)).toBe('inline');
});

test("the theme is the nearest data-cameo-theme, else the system's", () => {
  document.body.innerHTML = '<div data-cameo-theme="dark" lang="fr-FR"><span id="inside"></span></div><span id="outside"></span>';
  expect(readCameoTheme(document.getElementById('inside'))).toBe('dark');
  // jsdom has no matchMedia: no system preference reads as light.
  expect(readCameoTheme(document.getElementById('outside'))).toBe('light');
});

test('a fixed size for containers that have one, a width and a maximum height for inline and panel views', () => {
  document.body.innerHTML = '<div lang="fr-FR"><span id="view"></span></div>';
  const element = document.getElementById('view');
  const modal = mcpAppHostContext({ element, placement: 'modal', width: 600.4, height: 400, maxHeight: 800 });
  expect(modal).toMatchObject({
    displayMode: 'inline',
    availableDisplayModes: ['inline', 'fullscreen'],
    containerDimensions: { width: 600, height: 400 },
    locale: 'fr-FR',
    platform: 'web',
  });
  const inline = mcpAppHostContext({ element, placement: 'inline', width: 320, height: 0, maxHeight: 800 });
  expect(inline.containerDimensions).toEqual({ width: 320, maxHeight: 800 });
});
