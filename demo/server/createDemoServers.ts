import { mcpToolsForAISDK } from '../../src/ai-sdk/server';
import { createSandboxProxyHandler } from '../../src/mcp-apps/server';
import type { Broadcaster, WidgetServer, WidgetServerErrorContext } from '../../src/server';
import { DEMO_SYSTEM_PROMPT } from '../agent/demoSystemPrompt';
import type { LanguageModelV4CallOptions } from '../agent/modelTypes';
import { createMemoryKanbanStore } from '../backend/createMemoryKanbanStore';
import type { KanbanStore } from '../backend/KanbanStore';
import { connectAgentMcpClient } from '../mcp/connectAgentMcpClient';
import { createDemoMcpServer, type DemoMcpServer } from '../mcp/createDemoMcpServer';
import { createPollStore } from '../mcp/createPollStore';
import { MCP_POLL_WIDGET, POLL_STATE_WIDGET } from '../mcp/mcpPollWidgetId';
import { defineServerWidget } from '../../src/core';
import { SANDBOX_PROXY_PATH } from '../mcp/mcpSandboxUrl';
import { createDemoTools } from '../tools/createDemoTools';
import { chooseModel, type ChosenModel } from './chooseModel';
import { createChatRoute, type ChatRoute } from './createChatRoute';
import { createDemoWidgetServer } from './createDemoWidgetServer';

export interface DemoServersOptions {
  /**
   * Where they live: the widget routes under `<basePath>/widgets`, the chat at `<basePath>/chat`,
   * the MCP server at `<basePath>/mcp`.
   */
  basePath: string;
  actionDelayMs?: number;
  /** The board. Default in this process; a Redis one (with `broadcaster`) for several instances. */
  store?: KanbanStore;
  broadcaster?: Broadcaster;
  /** Where the model settings come from (`OPENAI_API_KEY`, ...). Default `process.env`. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Called with what the embedded model receives on each call (a real model's calls are not seen). */
  onModelCall?: (options: LanguageModelV4CallOptions) => void;
  onError: (error: unknown, context: WidgetServerErrorContext | { operation: 'chat' | 'mcp' }) => void;
}

export interface DemoServers {
  widgets: WidgetServer;
  chat: ChatRoute;
  /** The demo's MCP server (a team poll with an MCP App view), over Streamable HTTP. */
  mcp: DemoMcpServer;
  /**
   * The MCP Apps sandbox proxy page at `SANDBOX_PROXY_PATH`. The page loads it from the other
   * loopback name (`127.0.0.1` for a page on `localhost` and back), another origin on the same server.
   */
  sandboxProxy: ReturnType<typeof createSandboxProxyHandler>;
  model: ChosenModel;
  close(): void;
}

/**
 * Everything the dev server runs for the demo page: the widget server and the AI SDK chat route,
 * over one board, and an MCP server with an app-enabled tool (the poll). The chat's board tool
 * reads the store the board widget renders from, directly, so what the model is told is what the
 * board shows.
 */
export function createDemoServers({
  basePath,
  actionDelayMs,
  store = createMemoryKanbanStore(),
  broadcaster,
  env,
  onModelCall,
  onError,
}: DemoServersOptions): DemoServers {
  // The poll lives in the MCP server; its state is also a widget of the widget server, pushed
  // after every vote, so each open poll view updates live (the page's `live` option).
  const poll = createPollStore();
  const pollState = defineServerWidget({ id: POLL_STATE_WIDGET, render: () => poll.read() });
  const widgets = createDemoWidgetServer({ basePath, actionDelayMs, store, moreWidgets: [pollState], ...(broadcaster ? { broadcaster } : {}), onError });
  const base = basePath.replace(/\/+$/, '');
  const mcp = createDemoMcpServer({
    path: `${base}/mcp`,
    store: poll,
    onError: (error) => onError(error, { operation: 'mcp' }),
    onVote: () => void widgets.broadcast(POLL_STATE_WIDGET).catch((error: unknown) => onError(error, { operation: 'broadcast', widget: POLL_STATE_WIDGET })),
  });
  const agentMcp = connectAgentMcpClient(mcp.createServer);
  const sandboxProxy = createSandboxProxyHandler({ path: SANDBOX_PROXY_PATH });
  const model = chooseModel({ ...(env ? { env } : {}), scripted: { ...(onModelCall ? { onCall: onModelCall } : {}) } });
  const chat = createChatRoute({
    path: `${base}/chat`,
    model: model.model,
    tools: createDemoTools(() => store.read()),
    // The MCP server's model-visible tools (show_poll), listed per turn; their launchers open
    // the page's MCP App widget.
    moreTools: async (writer) => mcpToolsForAISDK(await agentMcp.get(), { writer, widget: MCP_POLL_WIDGET }),
    system: DEMO_SYSTEM_PROMPT,
    onError: (error) => onError(error, { operation: 'chat' }),
  });
  return {
    widgets,
    chat,
    mcp,
    sandboxProxy,
    model,
    close() {
      chat.close();
      mcp.close();
      void agentMcp.close();
      widgets.close();
    },
  };
}
