import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../react';
import { warnInDevelopment } from '../core/internal';
import type { McpUIData } from './McpAppLauncherData';
import { McpAppLinkPrompt } from './McpAppLinkPrompt';
import type { McpAppViewConfig } from './McpAppViewConfig';
import { McpAppFailure } from './McpAppFailure';
import { readMcpUIIntent } from './readMcpUIIntent';

/** The proxy frame's own sandbox, as for an MCP App: it runs scripts and keeps its origin to build the inner frame. */
const PROXY_SANDBOX = 'allow-scripts allow-same-origin allow-forms';
/** An MCP-UI view does not size itself through the proxy; it gets a fixed height. */
const HEIGHT = 320;

export interface McpUIViewProps extends Pick<WidgetProps, 'dispatch'> {
  config: McpAppViewConfig;
  sandboxUrl: string;
  launcher: McpUIData;
}

/**
 * MCP-UI's older form, read-only. `text/html` goes through the same sandbox proxy as an MCP App
 * view (the spec's default CSP, no declared domains, no permissions), with no AppBridge: the view
 * gets no `tools/call` and no host context. Its MCP-UI messages (`readMcpUIIntent`) are its only
 * actions: `notify` is the widget's action `notify` (args `{message}`, for `onAction`), `link`
 * is the host's own button through `safeHref`; `tool`, `prompt` and `intent` are refused.
 *
 * A `text/uri-list` resource (https only) is a link out, never framed: the proxy only draws
 * `srcdoc`, and a framed third-party page would get the host's frame for its own navigation.
 */
export function McpUIView({ config, sandboxUrl, launcher, dispatch }: McpUIViewProps) {
  const { resource } = launcher;
  if (resource.kind === 'url') return <McpUILinkOut url={resource.url} />;
  const proxyOrigin = originOf(sandboxUrl);
  if (proxyOrigin === undefined) return <McpAppFailure message={`The sandbox proxy URL ${sandboxUrl} is not a URL.`} />;
  return <McpUIFrame config={config} sandboxUrl={sandboxUrl} proxyOrigin={proxyOrigin} html={resource.html} dispatch={dispatch} />;
}

function McpUILinkOut({ url }: { url: string }) {
  const host = new URL(url).host;
  return (
    <div data-slot="mcp-ui" data-kind="url">
      <p>This tool’s view is a page on {host}, opened outside the chat.</p>
      <a href={url} target="_blank" rel="noopener noreferrer" data-slot="mcp-ui-link-out">
        Open {host}
      </a>
    </div>
  );
}

interface McpUIFrameProps extends Pick<WidgetProps, 'dispatch'> {
  config: McpAppViewConfig;
  sandboxUrl: string;
  proxyOrigin: string;
  html: string;
}

function McpUIFrame({ config, sandboxUrl, proxyOrigin, html, dispatch }: McpUIFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [link, setLink] = useState<string | null>(null);
  const latest = useRef({ dispatch, html });
  useLayoutEffect(() => {
    latest.current = { dispatch, html };
  });

  useEffect(() => {
    const element = frame.current;
    const target = element?.contentWindow;
    if (!element || !target) return;
    const onMessage = (event: MessageEvent) => {
      // Only the proxy, from its own origin; it relays the view's MCP-UI messages and nothing else of it reaches here.
      if (event.source !== target || event.origin !== proxyOrigin) return;
      const data: unknown = event.data;
      if (isProxyReady(data)) {
        target.postMessage({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-resource-ready', params: { html: latest.current.html } }, proxyOrigin);
        return;
      }
      // JSON-RPC from the view (tools/call, ui/initialize...): no bridge answers a read-only view.
      if (isJsonRpc(data)) return;
      const intent = readMcpUIIntent(data);
      if (!intent.ok) {
        warnInDevelopment(`MCP-UI view message ignored: ${intent.error}`);
        return;
      }
      if (intent.value.type === 'notify') {
        const args = { message: intent.value.message };
        config.mcpUINotices?.add(args);
        void latest.current.dispatch('notify', args);
      }
      else setLink(intent.value.url);
    };
    window.addEventListener('message', onMessage);
    element.src = sandboxUrl;
    return () => {
      window.removeEventListener('message', onMessage);
      setLink(null);
    };
    // One proxy per frame: the handler reads the latest props through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div data-slot="mcp-ui" data-kind="html">
      {link !== null && (
        <McpAppLinkPrompt
          url={link}
          onOpen={() => {
            window.open(link, '_blank', 'noopener,noreferrer');
            setLink(null);
          }}
          onCancel={() => setLink(null)}
        />
      )}
      <iframe
        ref={frame}
        title={config.title}
        data-slot="mcp-app-frame"
        sandbox={PROXY_SANDBOX}
        style={{ display: 'block', width: '100%', border: 0, height: `${HEIGHT}px` }}
      />
    </div>
  );
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return undefined;
  }
}

function isJsonRpc(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { jsonrpc?: unknown }).jsonrpc === '2.0';
}

function isProxyReady(data: unknown): boolean {
  return isJsonRpc(data) && (data as { method?: unknown }).method === 'ui/notifications/sandbox-proxy-ready';
}
