/**
 * Runs first in a view's document, before anything of the view's own (the proxy puts it right
 * after the CSP meta): it binds this one document to the proxy with a `MessagePort`, and makes
 * that port the view's `window.parent`, so the view's own code (the official `App` class, or a
 * bare `parent.postMessage`) talks through it unchanged. The proxy hears the view only on the
 * port. A page the frame navigates to, or a meta refresh lands on, gets a new window realm
 * without the port, and cannot bind one: binding needs `secret`, which lives only in this
 * closure (the script removes its own element before the view is parsed), and a reload of the
 * same srcdoc, the one other document that holds it, is the same vetted view.
 *
 * What the host sends arrives on the port and is dispatched on `window` as a `message` event
 * whose `source` is the port (`=== window.parent`, which PostMessageTransport checks) and
 * whose `origin` is the proxy's.
 *
 * Self-contained on purpose (no imports, no module-level helpers, no named inner functions, no
 * array spread or destructuring): the proxy embeds this function's source in the view's srcdoc.
 */
export function bindViewDocument(secret: string, proxyOrigin: string): void {
  const own = document.currentScript;
  if (own !== null) own.remove();
  const real = window.parent;
  if (real === window) return;
  // Captured before the view runs: a view that replaces them later does not see the port's traffic change.
  const apply = Reflect.apply;
  const isArray = Array.isArray;
  const portPost = MessagePort.prototype.postMessage;
  const dispatch = EventTarget.prototype.dispatchEvent;
  const Message = MessageEvent;
  const channel = new MessageChannel();
  const port = channel.port1;
  real.postMessage({ type: 'cameo:bind-view', secret: secret }, proxyOrigin, [channel.port2]);
  // window.postMessage's two shapes, (message, targetOrigin, transfer) and (message, options),
  // onto the port's (message, transfer). The target origin is the proxy's by construction.
  Object.defineProperty(port, 'postMessage', {
    value: function (message: unknown, second?: unknown, third?: unknown) {
      const options = second !== null && typeof second === 'object' ? (second as { transfer?: unknown }) : null;
      const transfer = isArray(third) ? third : options !== null && isArray(options.transfer) ? options.transfer : null;
      apply(portPost, port, transfer === null ? [message] : [message, transfer]);
    },
    writable: false,
    configurable: false,
  });
  port.addEventListener('message', function (event: MessageEvent) {
    apply(dispatch, window, [new Message('message', { data: event.data, origin: proxyOrigin, source: port })]);
  });
  port.start();
  Object.defineProperty(window, 'parent', { value: port, writable: false, configurable: false });
}
