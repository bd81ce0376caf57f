import { availableDisplayModesOf, displayModeOf, mcpAppHostContext, readCameoTheme } from '../../../src/mcp-apps/mcpAppHostContext';

afterEach(() => {
  document.body.replaceChildren();
});

/** `<div [attributes]><span/></div>` in the body; returns the span. */
function inside(attributes: Record<string, string>): HTMLElement {
  const parent = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) parent.setAttribute(name, value);
  const child = document.createElement('span');
  parent.append(child);
  document.body.append(parent);
  return child;
}

test('the fullscreen container is fullscreen, the panel pip, everything else inline', () => {
  expect(displayModeOf('fullscreen')).toBe('fullscreen');
  expect(displayModeOf('panel')).toBe('pip');
  for (const placement of ['inline', 'modal', 'drawer'] as const) expect(displayModeOf(placement)).toBe('inline');
});

test('a panel widget goes between the transcript and pip, any other between inline and fullscreen', () => {
  expect(availableDisplayModesOf('inline', 'panel')).toEqual(['inline', 'pip']);
  expect(availableDisplayModesOf('panel', 'panel')).toEqual(['pip']);
  for (const placement of ['inline', 'modal', 'drawer', 'fullscreen'] as const) {
    expect(availableDisplayModesOf(placement, 'modal')).toEqual(['inline', 'fullscreen']);
  }
});

test("the theme is the nearest data-cameo-theme, else the system's", () => {
  expect(readCameoTheme(inside({ 'data-cameo-theme': 'dark' }))).toBe('dark');
  expect(readCameoTheme(inside({ 'data-cameo-theme': 'light' }))).toBe('light');
  // jsdom has no matchMedia: no system preference reads as light.
  expect(readCameoTheme(inside({}))).toBe('light');
});

test('a fixed size in fullscreen, a width and a maximum height everywhere else', () => {
  const element = inside({ lang: 'fr-FR' });
  const fullscreen = mcpAppHostContext({ element, placement: 'fullscreen', width: 1280.4, height: 700, maxHeight: 800 });
  expect(fullscreen).toMatchObject({
    displayMode: 'fullscreen',
    availableDisplayModes: ['inline', 'fullscreen'],
    containerDimensions: { width: 1280, height: 700 },
    locale: 'fr-FR',
    platform: 'web',
  });
  for (const placement of ['inline', 'modal', 'drawer', 'panel'] as const) {
    const context = mcpAppHostContext({ element, placement, width: 320, height: 150, maxHeight: 800 });
    expect(context.containerDimensions).toEqual({ width: 320, maxHeight: 800 });
  }
});
