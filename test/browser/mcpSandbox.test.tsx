import { afterEach, expect, test } from 'vitest';
import { sandboxViewUrl } from '../../src/mcp-apps/sandbox/sandboxViewUrl';

// The proxy is served by the browser project's Vite server, which also answers on 127.0.0.1: to
// this page (on localhost) that is another origin, as the spec requires of a sandbox.
const port = location.port;
const proxyOrigin = `http://127.0.0.1:${port}`;
const proxyUrl = `${proxyOrigin}/__cameo/mcp-sandbox.html`;
const declared = `http://localhost:${port}`;
// Loopback, but not declared (nor listened on): only the CSP may refuse it first.
const undeclared = `http://127.0.0.2:${port}`;

interface Message {
  jsonrpc?: string;
  method?: string;
  params?: Record<string, unknown>;
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** Frames the proxy like a host would and records every message it posts to this page. */
async function mountProxy(allow?: string, csp?: Record<string, unknown>) {
  const frame = document.createElement('iframe');
  frame.id = 'proxy';
  frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
  if (allow !== undefined) frame.setAttribute('allow', allow);
  // Served with the view's own policy, as McpAppFrame asks for it.
  frame.src = sandboxViewUrl(proxyUrl, csp);
  const received: Message[] = [];
  const waiters = new Set<() => void>();
  const listener = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow) return;
    received.push(event.data as Message);
    for (const wake of waiters) wake();
  };
  window.addEventListener('message', listener);
  cleanups.push(() => {
    window.removeEventListener('message', listener);
    frame.remove();
  });
  /** The first message so far or to come that matches. */
  const waitFor = (match: (message: Message) => boolean) =>
    new Promise<Message>((resolve) => {
      const check = () => {
        const found = received.find(match);
        if (found) {
          waiters.delete(check);
          resolve(found);
        }
      };
      waiters.add(check);
      check();
    });
  const report = (name: string) =>
    waitFor((message) => message.method === 'test/report' && message.params?.name === name).then((message) => message.params?.value);
  document.body.appendChild(frame);
  await waitFor((message) => message.method === 'ui/notifications/sandbox-proxy-ready');
  const send = (message: Message) => frame.contentWindow?.postMessage(message, proxyOrigin);
  const load = (html: string, params: Record<string, unknown> = {}) =>
    send({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-resource-ready', params: { html, ...params } });
  return { frame, received, waitFor, report, send, load };
}

// A view: reports through the proxy with plain JSON-RPC notifications, and echoes what it receives.
const view = (body: string) => `<!doctype html><html><head><title>probe</title></head><body><script>
function report(name, value) { parent.postMessage({ jsonrpc: '2.0', method: 'test/report', params: { name: name, value: value } }, '*'); }
function attempt(read) { try { return String(read()); } catch (error) { return 'threw ' + error.name; } }
window.addEventListener('message', function (event) { if (event.data && event.data.method) report('received:' + event.data.method, event.data.params || null); });
${body}
</script></body></html>`;

test('the proxy is on another origin and says it is ready', async () => {
  const proxy = await mountProxy();
  expect(proxy.received[0]).toEqual({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-proxy-ready', params: {} });
  expect(() => proxy.frame.contentDocument?.body).not.toThrow();
  expect(proxy.frame.contentDocument).toBeNull();
});

test('the view cannot reach the host page, its storage or its cookies, even when the host asks for allow-same-origin', async () => {
  document.cookie = 'cameo_probe=host-secret; path=/';
  localStorage.setItem('cameo-probe', 'host-secret');
  sessionStorage.setItem('cameo-probe', 'host-secret');
  cleanups.push(() => {
    document.cookie = 'cameo_probe=; path=/; max-age=0';
    localStorage.removeItem('cameo-probe');
    sessionStorage.removeItem('cameo-probe');
  });
  const proxy = await mountProxy();
  proxy.load(
    view(`report('isolation', {
  origin: location.origin,
  topDocument: attempt(function () { return window.top.document.title; }),
  parentDocument: attempt(function () { return window.parent.document.title; }),
  topLocation: attempt(function () { return window.top.location.href; }),
  topProbe: attempt(function () { return window.top.cameoSecret; }),
  localStorage: attempt(function () { return localStorage.getItem('cameo-probe'); }),
  sessionStorage: attempt(function () { return sessionStorage.getItem('cameo-probe'); }),
  cookie: attempt(function () { return document.cookie; }),
});`),
    { sandbox: 'allow-scripts allow-same-origin allow-top-navigation' },
  );
  const isolation = (await proxy.report('isolation')) as Record<string, string>;
  expect(isolation.origin).toBe('null');
  expect(isolation.topDocument).toBe('threw SecurityError');
  // window.parent is the view's port to the proxy (bindViewDocument): it has no document at all.
  expect(isolation.parentDocument).toBe('threw TypeError');
  expect(isolation.topLocation).toBe('threw SecurityError');
  expect(isolation.localStorage).toBe('threw SecurityError');
  expect(isolation.sessionStorage).toBe('threw SecurityError');
  expect(isolation.cookie).toBe('threw SecurityError');
  expect(JSON.stringify(isolation)).not.toContain('host-secret');
  // The host page did have them: the view was kept from them, not given nothing.
  expect(document.cookie).toContain('cameo_probe=host-secret');
});

test('connections and loads the resource did not declare are refused by the CSP; a declared one goes through', async () => {
  const csp = { connectDomains: [declared, "'unsafe-eval'", `${undeclared}; connect-src *`] };
  const proxy = await mountProxy(undefined, csp);
  proxy.load(
    view(`document.addEventListener('securitypolicyviolation', function (event) {
  report('violation:' + event.blockedURI, event.effectiveDirective);
});
function get(url) { return fetch(url, { mode: 'no-cors' }).then(function () { return 'ok'; }, function (error) { return 'failed ' + error.name; }); }
get('${declared}/').then(function (result) { report('declared', result); });
get('${undeclared}/').then(function (result) { report('undeclared', result); });
get('${proxyOrigin}/').then(function (result) { report('proxy origin', result); });
new Image().src = '${undeclared}/pixel.png';`),
    { csp },
  );
  expect(await proxy.report('declared')).toBe('ok');
  expect(await proxy.report('undeclared')).toBe('failed TypeError');
  expect(await proxy.report(`violation:${undeclared}/`)).toBe('connect-src');
  expect(await proxy.report(`violation:${proxyOrigin}/`)).toBe('connect-src');
  expect(await proxy.report(`violation:${undeclared}/pixel.png`)).toBe('img-src');
});

test('a message forged by another frame of the host page is not relayed, the host’s own is', async () => {
  const proxy = await mountProxy();
  proxy.load(view(`report('loaded', true);`));
  await proxy.report('loaded');
  // A sibling of the proxy, same origin as the host page, posting to the proxy window.
  const sibling = document.createElement('iframe');
  const page = new Blob(
    [
      `<script>
var proxy = parent.document.getElementById('proxy').contentWindow;
proxy.postMessage({ jsonrpc: '2.0', method: 'test/forged', params: {} }, '*');
proxy.postMessage({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-resource-ready', params: { html: '<p>hijacked</p><script>parent.postMessage({ jsonrpc: "2.0", method: "test/report", params: { name: "hijacked" } }, "*")<\\/script>' } }, '*');
parent.postMessage('forged', '*');
</script>`,
    ],
    { type: 'text/html' },
  );
  const url = URL.createObjectURL(page);
  cleanups.push(() => URL.revokeObjectURL(url));
  sibling.src = url;
  const forged = new Promise<void>((resolve) => {
    const listener = (event: MessageEvent) => {
      if (event.source === sibling.contentWindow && event.data === 'forged') resolve();
    };
    window.addEventListener('message', listener);
    cleanups.push(() => window.removeEventListener('message', listener));
  });
  document.body.appendChild(sibling);
  cleanups.push(() => sibling.remove());
  await forged;
  proxy.send({ jsonrpc: '2.0', method: 'test/ping', params: { from: 'host' } });
  expect(await proxy.report('received:test/ping')).toEqual({ from: 'host' });
  const names = proxy.received.map((message) => message.params?.name);
  expect(names).not.toContain('received:test/forged');
  expect(names).not.toContain('hijacked');
});

test('the proxy keeps its own notifications and non-JSON-RPC data out of the relay, both ways', async () => {
  const proxy = await mountProxy();
  proxy.load(
    view(`parent.postMessage({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-proxy-ready', params: {} }, '*');
parent.postMessage('not json-rpc', '*');
parent.postMessage({ jsonrpc: '2.0', id: 1, method: 'ui/initialize', params: { probe: true } }, '*');`),
  );
  const initialize = await proxy.waitFor((message) => message.method === 'ui/initialize');
  expect(initialize).toEqual({ jsonrpc: '2.0', id: 1, method: 'ui/initialize', params: { probe: true } });
  // Only the proxy's own ready, and the view's request; the rest stayed in the proxy.
  expect(proxy.received.map((message) => message.method ?? message)).toEqual(['ui/notifications/sandbox-proxy-ready', 'ui/initialize']);
  proxy.send({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-whatever', params: {} });
  proxy.send({ jsonrpc: '2.0', id: 1, result: { ok: true } } as Message);
  proxy.send({ jsonrpc: '2.0', method: 'test/ping', params: {} });
  await proxy.report('received:test/ping');
  const names = proxy.received.map((message) => message.params?.name);
  expect(names).not.toContain('received:ui/notifications/sandbox-whatever');
});

test('the view gets a permission only when its resource requests it and the host delegates it', async () => {
  // The host delegated camera and microphone to the proxy; the resource asks for camera and geolocation.
  const proxy = await mountProxy('camera; microphone');
  proxy.load(
    view(`var policy = document.featurePolicy;
report('features', { camera: policy.allowsFeature('camera'), microphone: policy.allowsFeature('microphone'), geolocation: policy.allowsFeature('geolocation') });`),
    { permissions: { camera: {}, geolocation: {} } },
  );
  expect(await proxy.report('features')).toEqual({ camera: true, microphone: false, geolocation: false });
});

test('a new view from the host replaces the old one, whose messages are no longer relayed', async () => {
  const proxy = await mountProxy();
  proxy.load(view(`report('first', true); window.addEventListener('message', function () { report('first heard', true); });`));
  await proxy.report('first');
  proxy.load(view(`report('second', true);`));
  await proxy.report('second');
  proxy.send({ jsonrpc: '2.0', method: 'test/ping', params: {} });
  expect(await proxy.report('received:test/ping')).toEqual({});
  expect(proxy.received.map((message) => message.params?.name)).not.toContain('first heard');
});
