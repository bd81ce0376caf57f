import type { McpUiResourceCsp, McpUiResourcePermissions } from '@modelcontextprotocol/ext-apps';
import type { McpAppPermission } from './buildAllowAttribute';

/** What the proxy page is built with (see sandboxProxyHtml). */
export interface SandboxProxyConfig {
  /** The only origin the proxy talks to; `null`: the origin of the parent that sends the view. */
  hostOrigin: string | null;
  /** Permissions the proxy may delegate to a view, whatever the host sends. */
  allowedPermissions: readonly McpAppPermission[];
}

/** The pure pieces the proxy runs, passed in because the page embeds each one's source. */
export interface SandboxProxyHelpers {
  buildViewCsp: (csp?: McpUiResourceCsp) => string;
  buildAllowAttribute: (requested: McpUiResourcePermissions | undefined, allowed: readonly McpAppPermission[]) => string;
  viewSandboxAttribute: (requested: unknown) => string;
  withCspMeta: (html: string, policy: string, first?: string) => string;
  bindViewDocument: (secret: string, proxyOrigin: string) => void;
}

/**
 * The sandbox proxy's program, run by the page sandboxProxyHtml builds (on the sandbox origin,
 * inside the host's frame). It is the spec's "Sandbox proxy" for web hosts:
 * - tells its parent `ui/notifications/sandbox-proxy-ready`;
 * - on `ui/notifications/sandbox-resource-ready` from its parent, and only its parent (and only
 *   from `hostOrigin` when set), puts the view's HTML in a fresh inner frame: `srcdoc` with the CSP
 *   meta first, the filtered `sandbox` (never `allow-same-origin`: the view gets an opaque
 *   origin), `allow` from the granted permissions. A later one replaces the view;
 * - binds the view to the one document it loaded: the srcdoc starts with bindViewDocument and a
 *   fresh 128-bit secret, which posts the secret with a `MessagePort`; from then on the view is
 *   heard on that port only. Whatever else the frame's window posts (a page it navigated to, a
 *   meta refresh's target, the view posting around the port) is dropped, and what the host sends
 *   goes to the port (held until the view binds). A reload of the same srcdoc binds again;
 * - relays every other JSON-RPC 2.0 message between the parent and the current view, both ways,
 *   and keeps `ui/notifications/sandbox-*` to itself in both directions;
 * - relays, from the view to the parent only, MCP-UI's older action messages (`{type, payload}`
 *   with `type` one of notify, link, tool, prompt, intent and `payload` an object): a read-only
 *   MCP-UI view speaks only those, and the host decides which it honours (readMcpUIIntent);
 * - drops everything else: other frames (a sibling cannot pose as the host, since
 *   `event.source` cannot be forged), non-JSON-RPC data, messages before a view exists.
 * Self-contained on purpose (no imports at run time, no named inner functions, no array spread or
 * destructuring a transpiler could turn into a module-level helper): the page embeds this
 * function's source.
 */
export function runSandboxProxy(config: SandboxProxyConfig, helpers: SandboxProxyHelpers): void {
  const prefix = 'ui/notifications/sandbox-';
  const mcpUIActions = ['notify', 'link', 'tool', 'prompt', 'intent'];
  if (window.parent === window) {
    document.body.textContent = 'This page is the sandbox proxy of an MCP Apps host; it only works inside the host’s frame.';
    return;
  }
  // Pinned to the origin of the parent that sent the view, so replies never go anywhere else.
  let hostOrigin = config.hostOrigin;
  let inner: HTMLIFrameElement | null = null;
  // The current view document's secret and, once it bound, its port; messages for it until then.
  let secret = '';
  let port: MessagePort | null = null;
  let pending: unknown[] = [];
  const fromView = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (data === null || typeof data !== 'object' || hostOrigin === null) return;
    if ((data as { jsonrpc?: unknown }).jsonrpc !== '2.0') {
      // MCP-UI's action messages, view to host only; the host never sends the view one.
      const type = (data as { type?: unknown }).type;
      const payload = (data as { payload?: unknown }).payload;
      const action = typeof type === 'string' && mcpUIActions.indexOf(type) !== -1 && payload !== null && typeof payload === 'object' && !Array.isArray(payload);
      if (action) window.parent.postMessage(data, hostOrigin);
      return;
    }
    const method = (data as { method?: unknown }).method;
    if (typeof method === 'string' && method.startsWith(prefix)) return;
    window.parent.postMessage(data, hostOrigin);
  };
  window.addEventListener('message', (event) => {
    const data: unknown = event.data;
    if (data === null || typeof data !== 'object') return;
    if (inner !== null && event.source !== null && event.source === inner.contentWindow) {
      // The frame's window is heard once per document, to bind: only with this view's secret.
      const bind = (data as { type?: unknown }).type === 'cameo:bind-view' && secret !== '' && (data as { secret?: unknown }).secret === secret;
      if (!bind || event.ports.length !== 1) return;
      if (port !== null) port.close();
      port = event.ports[0] as MessagePort;
      port.onmessage = fromView;
      const held = pending;
      pending = [];
      for (let index = 0; index < held.length; index += 1) port.postMessage(held[index]);
      return;
    }
    if ((data as { jsonrpc?: unknown }).jsonrpc !== '2.0') return;
    const method = (data as { method?: unknown }).method;
    const internal = typeof method === 'string' && method.startsWith(prefix);
    if (event.source !== null && event.source === window.parent) {
      if (hostOrigin !== null && event.origin !== hostOrigin) return;
      if (method === 'ui/notifications/sandbox-resource-ready') {
        const params: unknown = (data as { params?: unknown }).params;
        if (params === null || typeof params !== 'object') return;
        const { html, sandbox, csp, permissions } = params as Record<string, unknown>;
        if (typeof html !== 'string') return;
        hostOrigin = event.origin;
        const frame = document.createElement('iframe');
        // Attributes before insertion: sandbox flags and permissions apply when the frame navigates.
        frame.setAttribute('sandbox', helpers.viewSandboxAttribute(sandbox));
        const allow = helpers.buildAllowAttribute(permissions as McpUiResourcePermissions | undefined, config.allowedPermissions);
        if (allow !== '') frame.setAttribute('allow', allow);
        // The second sandboxed frame of the repo (the first is HtmlFrame): the spec's proxy, which sets
        // the sandbox and the CSP just above, from values the view cannot touch.
        const bytes = crypto.getRandomValues(new Uint8Array(16));
        let fresh = '';
        for (let index = 0; index < bytes.length; index += 1) fresh += (bytes[index] as number).toString(16).padStart(2, '0');
        const bootstrap = `<script>(${helpers.bindViewDocument.toString()})(${JSON.stringify(fresh)}, ${JSON.stringify(location.origin)});</script>`;
        // eslint-disable-next-line no-restricted-syntax -- see the comment above
        frame.srcdoc = helpers.withCspMeta(html, helpers.buildViewCsp(csp as McpUiResourceCsp | undefined), bootstrap);
        if (inner !== null) inner.remove();
        if (port !== null) port.close();
        port = null;
        pending = [];
        secret = fresh;
        inner = frame;
        document.body.appendChild(frame);
        return;
      }
      if (internal || inner === null) return;
      if (port !== null) port.postMessage(data);
      else if (pending.length < 256) pending.push(data);
    }
  });
  window.parent.postMessage({ jsonrpc: '2.0', method: `${prefix}proxy-ready`, params: {} }, config.hostOrigin === null ? '*' : config.hostOrigin);
}
