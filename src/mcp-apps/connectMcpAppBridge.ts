import {
  AppBridge,
  PostMessageTransport,
  type McpUiDisplayMode,
  type McpUiHostCapabilities,
  type McpUiHostContext,
  type McpUiMessageRequest,
  type McpUiResourceCsp,
  type McpUiResourcePermissions,
  type McpUiUpdateModelContextRequest,
} from '@modelcontextprotocol/ext-apps/app-bridge';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ListToolsRequestSchema, ToolListChangedNotificationSchema, type CallToolRequest, type CallToolResult, type Implementation, type LoggingMessageNotification } from '@modelcontextprotocol/sdk/types.js';
import { createTokenBucket, warnInDevelopment } from '../core/internal';
import { FRAME_ACTION_RATE } from '../react/useFrameBridge';
import { readMcpToolUi } from './readMcpToolUi';
import { watchViewTools, type McpAppViewToolSource } from './watchViewTools';

/**
 * What one view may ask of the host, per kind, as a token bucket (a run, then so many a second):
 * its requests (tools/call, resource reads, links, display modes, model context) at the HTML
 * widgets' action rate, `ui/message` slower (each may become a turn), and its log lines. Past the rate a request gets a JSON-RPC error and does nothing;
 * a log line is dropped. At most `inFlight` of its `tools/call` run at once, so the app's own
 * calls to the same server never queue behind a view's flood.
 */
export const MCP_VIEW_RATES = {
  requests: FRAME_ACTION_RATE,
  messages: { perSecond: 1, burst: 5 },
  logs: { perSecond: 10, burst: 20 },
  inFlight: 4,
} as const;

/** The JSON-RPC error codes a view gets for a request refused before `ui/initialize` or past its rate. */
export const MCP_VIEW_ERRORS = { notInitialized: -32600, rateLimited: -32029 } as const;

/** The HTML and sandbox policy handed to the proxy in `ui/notifications/sandbox-resource-ready`. */
export interface McpAppSandboxResource {
  html: string;
  csp?: McpUiResourceCsp;
  permissions?: McpUiResourcePermissions;
}

export interface McpAppBridgeOptions {
  /** The MCP client the view's resource reads go to. Tool calls go through `callTool`. */
  client: Client;
  /** The sandbox proxy's window (the outer iframe's `contentWindow`). */
  frame: Window;
  hostInfo: Implementation;
  hostContext: McpUiHostContext;
  resource: McpAppSandboxResource;
  /** How long the view has to finish `ui/initialize` after its HTML is sent. */
  initTimeoutMs: number;
  onInitialized(): void;
  onSizeChange(size: { width?: number; height?: number }): void;
  /** Switches the container if it can; returns the mode in effect afterwards. */
  onDisplayMode(mode: McpUiDisplayMode): McpUiDisplayMode;
  /** Resolves true once the link was opened (after a person's click), false when refused. */
  onOpenLink(url: string): Promise<boolean>;
  /** `ui/download-file`'s untrusted params; resolves true once saved (after a person's click), false when refused. */
  onDownloadFile(params: unknown): Promise<boolean>;
  /** The view's `tools/call`, a human action: the caller checks visibility and tells `onAction`. */
  callTool(params: CallToolRequest['params'], signal: AbortSignal): Promise<CallToolResult>;
  /** Absent: the host does not declare the `message` capability and refuses `ui/message`. */
  onMessage?: (params: McpUiMessageRequest['params']) => void | Promise<void>;
  onModelContext?: (params: McpUiUpdateModelContextRequest['params']) => void | Promise<void>;
  onRequestTeardown(): void;
  /** The view did not initialize in time, or the connection failed. */
  onFailure(message: string): void;
}

export interface McpAppBridgeConnection {
  readonly bridge: AppBridge;
  /** The tools the view registers (`App.registerTool`): listed after `ui/initialize` and on its `list_changed`. */
  readonly viewTools: McpAppViewToolSource;
  /** Sends `ui/resource-teardown` and waits for the answer at most `timeoutMs`; never rejects. */
  teardown(timeoutMs: number): Promise<void>;
  /** Stops listening; returns when the transport is closed. Safe to call twice. */
  close(): void;
}

/**
 * Connects the official `AppBridge` to a sandbox proxy frame: when the proxy says it is ready,
 * the view's HTML goes to it; the view then runs `ui/initialize` (answered by the bridge with
 * `hostContext`), and every request it makes lands in one of the callbacks. The bridge gets no
 * MCP client, so nothing is forwarded to the server without passing through these callbacks
 * (given a client, the bridge would forward every `tools/call`, whatever the tool's visibility).
 * Call before the frame loads the proxy, so its ready message is heard.
 */
export function connectMcpAppBridge(options: McpAppBridgeOptions): McpAppBridgeConnection {
  const { client, frame, resource } = options;
  const bridge = new AppBridge(null, options.hostInfo, capabilities(options), { hostContext: options.hostContext });
  const transport = new PostMessageTransport(frame, frame);
  let closed = false;
  let initialized = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const now = () => performance.now();
  const buckets = {
    requests: createTokenBucket({ ...MCP_VIEW_RATES.requests, now }),
    messages: createTokenBucket({ ...MCP_VIEW_RATES.messages, now }),
    logs: createTokenBucket({ ...MCP_VIEW_RATES.logs, now }),
  };
  let toolCalls = 0;
  let droppedLogs = 0;
  const viewTools = watchViewTools(bridge);
  /**
   * Every request of the view passes here first: nothing is answered before `ui/initialize`
   * finished (the view's `initialized` notification), nor past the view's rate.
   */
  const admit = (method: string, bucket: keyof typeof buckets) => {
    if (!initialized || closed) throw rpcError(MCP_VIEW_ERRORS.notInitialized, `${method} before ui/initialize: refused`);
    if (!buckets[bucket].take()) throw rpcError(MCP_VIEW_ERRORS.rateLimited, `${method}: too many requests from this view, try again later`);
  };

  bridge.onsandboxready = () => {
    if (closed) return;
    void bridge.sendSandboxResourceReady(resource).catch((error: unknown) => options.onFailure(messageOf(error)));
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!initialized && !closed) options.onFailure(`The app did not start within ${Math.round(options.initTimeoutMs / 1000)} s.`);
    }, options.initTimeoutMs);
  };
  bridge.oninitialized = () => {
    // A view that reloads initializes again: it gets the input and result again from the caller.
    initialized = true;
    clearTimeout(timer);
    options.onInitialized();
    // Only a view that declares the `tools` capability answers tools/list (the App class declares
    // it for a tool registered before connect).
    if (bridge.getAppCapabilities()?.tools) viewTools.refresh();
    else viewTools.clear();
  };
  // The view's own tools changed: heard from an initialized view only. The 1.x (schema, handler)
  // form, kept by ext-apps 2, as for tools/list below.
  bridge.setNotificationHandler(ToolListChangedNotificationSchema, () => {
    if (initialized && !closed) viewTools.refresh();
  });
  // Notifications have no answer: before initialize, and past the rate for logs, they are dropped.
  bridge.onsizechange = (size) => {
    if (initialized && !closed) options.onSizeChange(size);
  };
  bridge.onrequestdisplaymode = async ({ mode }) => {
    admit('ui/request-display-mode', 'requests');
    return { mode: options.onDisplayMode(mode) };
  };
  bridge.onopenlink = async ({ url }) => {
    admit('ui/open-link', 'requests');
    return (await options.onOpenLink(url)) ? {} : { isError: true };
  };
  bridge.ondownloadfile = async (params) => {
    admit('ui/download-file', 'requests');
    return (await options.onDownloadFile(params)) ? {} : { isError: true };
  };
  bridge.oncalltool = async (params, extra) => {
    admit('tools/call', 'requests');
    if (toolCalls >= MCP_VIEW_RATES.inFlight) throw rpcError(MCP_VIEW_ERRORS.rateLimited, `tools/call: ${MCP_VIEW_RATES.inFlight} calls from this view are still running, try again later`);
    toolCalls += 1;
    try {
      return await options.callTool(params, signalOf(extra));
    } finally {
      toolCalls -= 1;
    }
  };
  bridge.onrequestteardown = () => {
    if (initialized && !closed) options.onRequestTeardown();
  };
  bridge.onloggingmessage = (params) => {
    if (!initialized || closed) return;
    if (buckets.logs.take()) log(params);
    else if (droppedLogs++ === 0) warnInDevelopment('MCP app view: log lines past its rate are dropped');
  };
  const { onMessage, onModelContext } = options;
  if (onMessage) {
    bridge.onmessage = async (params) => {
      admit('ui/message', 'messages');
      await onMessage(params);
      return {};
    };
  }
  if (onModelContext) {
    bridge.onupdatemodelcontext = async (params) => {
      admit('ui/update-model-context', 'requests');
      await onModelContext(params);
      return {};
    };
  }
  const server = client.getServerCapabilities();
  if (server?.tools) {
    // The tools the view may call: one page of the server's list without those whose visibility
    // lacks `app` (tools/call refuses them too). AppBridge has no public setter for it on both
    // majors; the 1.x (schema, handler) form is kept by ext-apps 2.
    bridge.setRequestHandler(ListToolsRequestSchema, async (request, extra) => {
      admit('tools/list', 'requests');
      const page = await client.listTools(request.params, { signal: signalOf(extra) });
      return { ...page, tools: page.tools.filter((tool) => readMcpToolUi(tool).visibility.includes('app')) };
    });
  }
  if (server?.prompts) {
    bridge.onlistprompts = (params, extra) => {
      admit('prompts/list', 'requests');
      return client.listPrompts(params, { signal: signalOf(extra) });
    };
  }
  if (server?.resources) {
    bridge.onreadresource = (params, extra) => {
      admit('resources/read', 'requests');
      return client.readResource(params, { signal: signalOf(extra) });
    };
    bridge.onlistresources = (params, extra) => {
      admit('resources/list', 'requests');
      return client.listResources(params, { signal: signalOf(extra) });
    };
    bridge.onlistresourcetemplates = (params, extra) => {
      admit('resources/templates/list', 'requests');
      return client.listResourceTemplates(params, { signal: signalOf(extra) });
    };
  }

  void bridge.connect(transport).catch((error: unknown) => {
    if (!closed) options.onFailure(messageOf(error));
  });

  return {
    bridge,
    viewTools,
    async teardown(timeoutMs) {
      if (closed || !initialized) return;
      try {
        await bridge.teardownResource({}, { timeout: timeoutMs });
      } catch {
        // A view that does not answer in time is closed anyway.
      }
    },
    close() {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
      viewTools.close();
      void bridge.close().catch(() => {});
    },
  };
}

function capabilities(options: McpAppBridgeOptions): McpUiHostCapabilities {
  const result: McpUiHostCapabilities = { openLinks: {}, downloadFile: {}, serverTools: {}, logging: {} };
  if (options.client.getServerCapabilities()?.resources) result.serverResources = {};
  if (options.onMessage) result.message = { text: {} };
  if (options.onModelContext) result.updateModelContext = { text: {}, structuredContent: {} };
  // Always said, so a view can tell the sandbox it runs in: the CSP the proxy applied (none
  // declared: the spec's default deny) and the permissions granted (none: nothing).
  const { csp, permissions } = options.resource;
  result.sandbox = { ...(csp ? { csp } : {}), ...(permissions ? { permissions } : {}) };
  return result;
}

function log({ level, logger, data }: LoggingMessageNotification['params']): void {
  warnInDevelopment(`MCP app ${logger ?? 'view'} (${level}):`, data);
}

/** An error the SDK's protocol layer answers as a JSON-RPC error with this code. */
function rpcError(code: number, message: string): Error {
  return Object.assign(new Error(message), { code });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A request's abort signal: ext-apps 1 hands handlers `extra.signal`, ext-apps 2 a context with
 * `mcpReq.signal`. Read from both, so a view's cancelled request stops the server call on either.
 */
function signalOf(extra: unknown): AbortSignal {
  const context = extra as { signal?: unknown; mcpReq?: { signal?: unknown } } | undefined;
  const signal = context?.signal ?? context?.mcpReq?.signal;
  return signal instanceof AbortSignal ? signal : new AbortController().signal;
}
