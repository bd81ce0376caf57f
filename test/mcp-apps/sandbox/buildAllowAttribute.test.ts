import { expect, test } from 'vitest';
import { MCP_APP_PERMISSIONS, buildAllowAttribute } from '../../../src/mcp-apps/sandbox/buildAllowAttribute';

const all = { camera: {}, microphone: {}, geolocation: {}, clipboardWrite: {} };

test('delegates a feature only when the resource requests it and the app allows it', () => {
  expect(buildAllowAttribute(all, MCP_APP_PERMISSIONS)).toBe('camera; microphone; geolocation; clipboard-write');
  expect(buildAllowAttribute(all, ['clipboardWrite', 'camera'])).toBe('camera; clipboard-write');
  expect(buildAllowAttribute({ camera: {} }, ['microphone'])).toBe('');
  expect(buildAllowAttribute({ geolocation: {} }, MCP_APP_PERMISSIONS)).toBe('geolocation');
  expect(buildAllowAttribute({}, MCP_APP_PERMISSIONS)).toBe('');
  expect(buildAllowAttribute(undefined, MCP_APP_PERMISSIONS)).toBe('');
  expect(buildAllowAttribute(all, [])).toBe('');
});

test('ignores what the spec does not define and values that are not a request', () => {
  const odd = { camera: false, microphone: null, geolocation: 'yes', usb: {}, 'display-capture': {}, clipboardWrite: true } as never;
  expect(buildAllowAttribute(odd, MCP_APP_PERMISSIONS)).toBe('clipboard-write');
  expect(buildAllowAttribute('camera' as never, MCP_APP_PERMISSIONS)).toBe('');
  expect(buildAllowAttribute(all, 'camera' as never)).toBe('');
  // Inherited properties are not requests.
  expect(buildAllowAttribute(Object.create({ camera: {} }) as never, MCP_APP_PERMISSIONS)).toBe('');
});

test('runs from its own source alone, as the proxy page embeds it', () => {
  const copy = new Function(`return (${buildAllowAttribute.toString()});`)() as typeof buildAllowAttribute;
  expect(copy(all, ['camera', 'geolocation'])).toBe('camera; geolocation');
});
