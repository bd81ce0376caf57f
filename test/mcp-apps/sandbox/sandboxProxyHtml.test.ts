import { expect, test } from 'vitest';
import { sandboxProxyHtml } from '../../../src/mcp-apps/sandbox/sandboxProxyHtml';

const scriptOf = (html: string) => {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const scripts = parsed.querySelectorAll('script');
  expect(scripts).toHaveLength(1);
  return scripts[0]?.textContent ?? '';
};

test('is one document with one inline script that compiles on its own', () => {
  const html = sandboxProxyHtml();
  expect(html.startsWith('<!doctype html>')).toBe(true);
  const script = scriptOf(html);
  expect(() => new Function(script)).not.toThrow();
  // Nothing the build tooling might add and the page would lack (esbuild's keepNames helper).
  expect(script).not.toMatch(/__name|__vite|import\(|require\(/);
  expect(script).toContain('"hostOrigin":null');
  expect(script).toContain('"allowedPermissions":["camera","microphone","geolocation","clipboardWrite"]');
});

test('bakes in the host origin and the permissions the app allows, in spec order', () => {
  const script = scriptOf(sandboxProxyHtml({ hostOrigin: 'https://app.example.com', allowedPermissions: ['clipboardWrite', 'camera'] }));
  expect(script).toContain('"hostOrigin":"https://app.example.com"');
  expect(script).toContain('"allowedPermissions":["camera","clipboardWrite"]');
});

test('refuses a host origin that is not one', () => {
  for (const hostOrigin of ['https://app.example.com/', 'https://app.example.com/chat', 'app.example.com', 'javascript:alert(1)', '*']) {
    expect(() => sandboxProxyHtml({ hostOrigin })).toThrow(TypeError);
  }
});

test('run outside a frame, it says what it is and does nothing', () => {
  const script = scriptOf(sandboxProxyHtml());
  const posted: unknown[] = [];
  const original = window.postMessage.bind(window);
  window.postMessage = ((message: unknown) => posted.push(message)) as typeof window.postMessage;
  try {
    new Function(script)();
  } finally {
    window.postMessage = original;
  }
  expect(document.body.textContent).toContain('sandbox proxy of an MCP Apps host');
  expect(posted).toEqual([]);
  document.body.textContent = '';
});
