import type { McpUiDisplayMode, McpUiResourcePermissions } from '@modelcontextprotocol/ext-apps/app-bridge';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { safeHref } from '../core';
import { useOpenWidget } from '../primitives';
import { useCameoClient, useCameoContext, useMediaQuery, type WidgetProps } from '../react';
import { connectMcpAppBridge, type McpAppBridgeConnection } from './connectMcpAppBridge';
import { createLiveToolResults, type LiveToolResults } from './createLiveToolResults';
import { liveWidgetOf } from './McpAppLive';
import { availableDisplayModesOf, displayModeOf, mcpAppHostContext, type McpAppPlacement } from './mcpAppHostContext';
import { McpAppDownloadPrompt, saveMcpAppDownload } from './McpAppDownloadPrompt';
import { McpAppLinkPrompt } from './McpAppLinkPrompt';
import { readMcpAppDownload, type McpAppDownloadItem } from './readMcpAppDownload';
import type { McpAppViewConfig } from './McpAppViewConfig';
import { McpAppFailure } from './McpAppFailure';
import type { McpAppResource } from './readMcpAppResource';
import { buildAllowAttribute, MCP_APP_PERMISSIONS } from './sandbox/buildAllowAttribute';
import { sandboxViewUrl } from './sandbox/sandboxViewUrl';
import { sendMcpAppCall, type McpAppCall, type SentCall } from './sendMcpAppCall';

export type { McpAppCall } from './sendMcpAppCall';

/** A view's height until it reports its own with size-changed. */
const DEFAULT_HEIGHT = 150;
/** The screen below a fullscreen container's header and the body's padding. */
const FULLSCREEN_MIN_HEIGHT = 'calc(100vh - 6rem)';
/** The proxy frame's own sandbox: it must run scripts and keep its origin to build the inner frame. */
const PROXY_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

export interface McpAppFrameProps extends Pick<WidgetProps, 'dispatch' | 'data'> {
  config: McpAppViewConfig;
  sandboxUrl: string;
  resource: McpAppResource;
  call: McpAppCall;
  /** The tool's definition as the server lists it, for `toolInfo`. */
  tool?: Tool;
}

/**
 * The sandbox proxy frame and the bridge to the view inside it. The bridge connects before the
 * frame loads, so the proxy's ready message is heard; the view then initializes, and gets the
 * call's input and result (again after a reload, and anew whenever the launcher data changes).
 */
export function McpAppFrame({ config, sandboxUrl, resource, call, tool, dispatch, data }: McpAppFrameProps) {
  const cameo = useCameoClient();
  const open = useOpenWidget();
  const placement: McpAppPlacement = open?.open.widget === config.widget ? open.container : 'inline';
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const connection = useRef<McpAppBridgeConnection | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [link, setLink] = useState<{ url: string; answer: (opened: boolean) => void } | null>(null);
  const [download, setDownload] = useState<{ items: McpAppDownloadItem[]; answer: (saved: boolean) => void } | null>(null);
  const sent = useRef<SentCall | null>(null);
  const pushes = useRef<LiveToolResults | null>(null);
  // On a narrow viewport Cameo opens a panel fullscreen: pip is then answered as fullscreen.
  const narrow = useMediaQuery(useCameoContext().narrowViewport);
  const latest = useRef({ call, placement, data, dispatch, narrow });
  useLayoutEffect(() => {
    latest.current = { call, placement, data, dispatch, narrow };
  });
  // The view follows the system theme when the page does; a pinned `data-cameo-theme` is read as is.
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const granted = grantedPermissions(resource.permissions, config.permissions);

  const hostContext = () => {
    const rect = box.current?.getBoundingClientRect();
    return mcpAppHostContext({
      element: box.current,
      placement: latest.current.placement,
      container: config.container,
      width: rect?.width ?? 0,
      height: rect?.height ?? 0,
      maxHeight: config.maxHeight,
      hostInfo: config.hostInfo,
      tool,
    });
  };

  useEffect(() => {
    const element = frame.current;
    const target = element?.contentWindow;
    if (!element || !target) return;
    const scope = () => ({ widget: config.widget, toolName: latest.current.call.toolName, toolCallId: latest.current.call.toolCallId });
    const { onMessage, onModelContext } = config;
    /** Grants what the widget's containers can do (`availableDisplayModesOf`), else stays. */
    const switchDisplayMode = (mode: McpUiDisplayMode): McpUiDisplayMode => {
      const now = latest.current.placement;
      if (!availableDisplayModesOf(now, config.container).includes(mode) || mode === displayModeOf(now)) return displayModeOf(now);
      // This call's data and id, so the opened view is this call's and not the last launcher's.
      const openThisCall = () => {
        const { data: own, call } = latest.current;
        cameo.open({ widget: config.widget, label: config.title, snapshot: { data: own }, ...(call.toolCallId === undefined ? {} : { toolCallId: call.toolCallId }) });
      };
      switch (mode) {
        case 'fullscreen':
          config.host.setContainer('fullscreen');
          if (now === 'inline') openThisCall();
          return 'fullscreen';
        case 'pip':
          // Only a panel widget offers pip, and only from the transcript: it opens in its panel.
          openThisCall();
          return latest.current.narrow ? 'fullscreen' : 'pip';
        case 'inline':
          config.host.setContainer(null);
          return displayModeOf(config.container);
        default:
          mode satisfies never;
          return displayModeOf(now);
      }
    };
    const connected = connectMcpAppBridge({
      client: config.client,
      frame: target,
      hostInfo: config.hostInfo,
      hostContext: hostContext(),
      resource: { html: resource.html, csp: resource.csp, permissions: granted },
      initTimeoutMs: config.initTimeoutMs,
      onInitialized: () => {
        sent.current = sendMcpAppCall(connected.bridge, latest.current.call, null);
        if (sent.current.result !== undefined) pushes.current?.afterResult('first');
      },
      onSizeChange: ({ height: next }) => {
        if (typeof next === 'number' && Number.isFinite(next) && next >= 0) setHeight(Math.ceil(next));
      },
      onDisplayMode: (mode) => switchDisplayMode(mode),
      onOpenLink: (url) => {
        const safe = safeHref(url);
        if (safe === undefined) return Promise.resolve(false);
        return new Promise<boolean>((resolve) =>
          setLink((previous) => {
            previous?.answer(false);
            return { url: safe, answer: resolve };
          }),
        );
      },
      onDownloadFile: (params) => {
        const items = readMcpAppDownload(params);
        if (!items.ok) return Promise.resolve(false);
        // A new request replaces one still waiting, which is refused.
        return new Promise<boolean>((resolve) =>
          setDownload((previous) => {
            previous?.answer(false);
            return { items: items.value, answer: resolve };
          }),
        );
      },
      callTool: async (params) => {
        const outcome = await latest.current.dispatch(params.name, params.arguments ?? {});
        if (outcome.ok) return outcome.value as CallToolResult;
        return { content: [{ type: 'text', text: outcome.error.message }], isError: true };
      },
      onMessage: onMessage && ((params) => onMessage(params, scope())),
      onModelContext: onModelContext && ((params) => onModelContext(params, scope())),
      onRequestTeardown: () => {
        if (latest.current.placement !== 'inline') void config.host.beforeClose().finally(cameo.close);
      },
      onFailure: setFailure,
    });
    connection.current = connected;
    const unregister = config.host.onBeforeClose(() => connected.teardown(config.teardownTimeoutMs));
    // A frame never changes calls (McpAppView keys it by its call), so it registers under one id.
    const { toolCallId } = latest.current.call;
    const unregisterTools = toolCallId === undefined ? undefined : config.viewTools?.register(toolCallId, connected.viewTools);
    // The proxy is served with this view's own policy, so its frame navigates nowhere undeclared.
    element.src = sandboxViewUrl(sandboxUrl, resource.csp);
    return () => {
      unregister();
      unregisterTools?.();
      connected.close();
      connection.current = null;
      sent.current = null;
      setLink((previous) => {
        previous?.answer(false);
        return null;
      });
      setDownload((previous) => {
        previous?.answer(false);
        return null;
      });
    };
    // One bridge per frame: the callbacks read the latest props through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A new result (or input) for the open view: a live update.
  useEffect(() => {
    const connected = connection.current;
    const previous = sent.current;
    if (!connected || !previous) return;
    sent.current = sendMcpAppCall(connected.bridge, call, previous);
    if (call.result !== undefined && call.result !== previous.result) pushes.current?.afterResult(previous.result === undefined ? 'first' : 'replaced');
  }, [call.input, call.inputText, call.result, call.cancelled]); // eslint-disable-line react-hooks/exhaustive-deps

  // Live after the turn: the app's widget server pushes new states of this call's view.
  const liveWidget = liveWidgetOf(config.live, liveCallOf(call));
  useEffect(() => {
    const { live } = config;
    if (!live || liveWidget === undefined) return;
    const feed = createLiveToolResults({
      viewer: cameo.watchWidget(liveWidget),
      toolResult: (data) => live.toolResult(data, liveCallOf(latest.current.call)),
      hasResult: () => connection.current !== null && sent.current?.result !== undefined,
      // A view torn down while a push was on its way has nobody left to tell.
      send: (result) => void connection.current?.bridge.sendToolResult(result).catch(() => {}),
    });
    pushes.current = feed;
    return () => {
      pushes.current = null;
      feed.stop();
    };
  }, [liveWidget]); // eslint-disable-line react-hooks/exhaustive-deps

  // Theme, display mode and size follow the page; the bridge sends only what changed.
  useEffect(() => {
    const connected = connection.current;
    const element = box.current;
    if (!connected || !element) return;
    const update = () => connected.bridge.setHostContext(hostContext());
    update();
    // A `data-cameo-theme` set or changed on any ancestor (the page's own switch) is a new theme.
    const themes = new MutationObserver(update);
    for (let node: Element | null = element; node; node = node.parentElement) {
      themes.observe(node, { attributes: true, attributeFilter: ['data-cameo-theme'] });
    }
    const sizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    sizes?.observe(element);
    return () => {
      themes.disconnect();
      sizes?.disconnect();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placement, systemDark]);

  // The view sizes itself (size-changed), capped, as the containers grow with their content; in
  // fullscreen it gets at least the screen below the header, and no cap.
  const fullscreen = placement === 'fullscreen';
  const frameHeight = height === null ? DEFAULT_HEIGHT : fullscreen ? height : Math.min(height, config.maxHeight);
  return (
    <div ref={box} data-slot="mcp-app" data-display-mode={displayModeOf(placement)}>
      {failure !== null && <McpAppFailure message={failure} />}
      {link && (
        <McpAppLinkPrompt
          url={link.url}
          onOpen={() => {
            window.open(link.url, '_blank', 'noopener,noreferrer');
            link.answer(true);
            setLink(null);
          }}
          onCancel={() => {
            link.answer(false);
            setLink(null);
          }}
        />
      )}
      {download && (
        <McpAppDownloadPrompt
          items={download.items}
          onDownload={() => {
            saveMcpAppDownload(download.items);
            download.answer(true);
            setDownload(null);
          }}
          onCancel={() => {
            download.answer(false);
            setDownload(null);
          }}
        />
      )}
      <iframe
        ref={frame}
        title={config.title}
        data-slot="mcp-app-frame"
        sandbox={PROXY_SANDBOX}
        allow={buildAllowAttribute(granted, MCP_APP_PERMISSIONS)}
        hidden={failure !== null}
        style={{
          display: failure !== null ? 'none' : 'block',
          width: '100%',
          border: 0,
          height: `${frameHeight}px`,
          minHeight: fullscreen ? FULLSCREEN_MIN_HEIGHT : undefined,
        }}
      />
    </div>
  );
}

function liveCallOf({ toolName, toolCallId, input }: McpAppCall) {
  return { toolName, ...(toolCallId === undefined ? {} : { toolCallId }), ...(input === undefined ? {} : { input }) };
}

/** What the resource asked for and the app allows: the permissions the view is given. */
function grantedPermissions(requested: McpUiResourcePermissions | undefined, allowed: McpAppViewConfig['permissions']): McpUiResourcePermissions | undefined {
  if (!requested) return undefined;
  const granted: McpUiResourcePermissions = {};
  for (const name of MCP_APP_PERMISSIONS) if (requested[name] && allowed.includes(name)) granted[name] = {};
  return Object.keys(granted).length > 0 ? granted : undefined;
}
