import { afterEach, expect, test } from 'vitest';
import { sandboxProxyHtml } from '../../../src/mcp-apps/sandbox/sandboxProxyHtml';

// The proxy's own program run in a jsdom frame of this page. jsdom's postMessage gives no
// `source`, so messages are dispatched into the proxy with the source a browser would set.
const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function startProxy() {
  const script = new DOMParser().parseFromString(sandboxProxyHtml(), 'text/html').querySelector('script')?.textContent ?? '';
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  const proxy = frame.contentWindow as Window & typeof globalThis;
  // jsdom's own window object, which the frame sees as its parent (vitest's global differs).
  const host = proxy.parent;
  const received: unknown[] = [];
  const listener = (event: MessageEvent) => received.push(event.data);
  host.addEventListener('message', listener);
  cleanups.push(() => {
    host.removeEventListener('message', listener);
    frame.remove();
  });
  proxy.eval(script);
  await expect.poll(() => received.length).toBe(1);
  const from = (source: Window, data: unknown) =>
    proxy.dispatchEvent(new proxy.MessageEvent('message', { data, source, origin: source === host ? location.origin : 'null' }));
  from(host, { jsonrpc: '2.0', method: 'ui/notifications/sandbox-resource-ready', params: { html: '<p>view</p>' } });
  const inner = proxy.document.querySelector('iframe');
  if (!inner?.contentWindow) throw new Error('no view frame');
  // The view's bootstrap binds its document: the secret from its srcdoc, with a port (Node's, as jsdom has none).
  const secret = /\)\("([0-9a-f]{32})"/.exec(inner.srcdoc)?.[1];
  const channel = new MessageChannel();
  proxy.dispatchEvent(new proxy.MessageEvent('message', { data: { type: 'cameo:bind-view', secret }, source: inner.contentWindow, origin: 'null', ports: [channel.port2] as never }));
  const viewPort = channel.port1;
  cleanups.push(() => viewPort.close());
  /** What the host sends, as the view hears it (on its port). */
  const heard: unknown[] = [];
  viewPort.onmessage = (event) => heard.push(event.data);
  const fromView = (data: unknown) => viewPort.postMessage(data);
  return { host, received, view: inner.contentWindow, from, fromView, heard };
}

/** Everything the proxy posts is delivered as a task; a marker relayed last proves the rest arrived. */
async function settle(received: unknown[], fromView: (data: unknown) => void) {
  fromView({ jsonrpc: '2.0', method: 'test/marker' });
  await expect.poll(() => received.some((message) => (message as { method?: string }).method === 'test/marker')).toBe(true);
}

test('relays MCP-UI action messages from the view to the host: the five types, with a payload object', async () => {
  const { received, fromView } = await startProxy();
  for (const type of ['notify', 'link', 'tool', 'prompt', 'intent']) fromView({ type, payload: { probe: type }, messageId: type });
  for (const data of [
    { type: 'ui-size-change', payload: { height: 1 } },
    { type: 'notify', payload: 'text' },
    { type: 'notify', payload: null },
    { type: 'notify', payload: ['a'] },
    { type: 'notify' },
    'notify',
  ]) {
    fromView(data);
  }
  await settle(received, fromView);
  expect(received.slice(1)).toEqual([
    { type: 'notify', payload: { probe: 'notify' }, messageId: 'notify' },
    { type: 'link', payload: { probe: 'link' }, messageId: 'link' },
    { type: 'tool', payload: { probe: 'tool' }, messageId: 'tool' },
    { type: 'prompt', payload: { probe: 'prompt' }, messageId: 'prompt' },
    { type: 'intent', payload: { probe: 'intent' }, messageId: 'intent' },
    { jsonrpc: '2.0', method: 'test/marker' },
  ]);
});

test('never relays an MCP-UI message from the host to the view, nor one from another frame', async () => {
  const { host, received, view, from, fromView, heard } = await startProxy();
  from(host, { type: 'notify', payload: { message: 'host' } });
  const sibling = document.createElement('iframe');
  document.body.appendChild(sibling);
  cleanups.push(() => sibling.remove());
  if (!sibling.contentWindow) throw new Error('no sibling');
  from(sibling.contentWindow, { type: 'notify', payload: { message: 'forged' } });
  // The view's window itself, posting around its port, is not heard either.
  from(view, { type: 'notify', payload: { message: 'around the port' } });
  from(host, { jsonrpc: '2.0', method: 'test/ping' });
  await expect.poll(() => heard.length).toBe(1);
  expect(heard).toEqual([{ jsonrpc: '2.0', method: 'test/ping' }]);
  await settle(received, fromView);
  expect(received.slice(1)).toEqual([{ jsonrpc: '2.0', method: 'test/marker' }]);
});
