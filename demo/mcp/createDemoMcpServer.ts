import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { buildPollView } from './buildPollView';
import { createMcpRoute, type McpRoute } from './createMcpRoute';
import { createPollMcpServer } from './createPollMcpServer';
import { createPollStore, type PollStore } from './createPollStore';

export interface DemoMcpServerOptions {
  /** Where the Streamable HTTP endpoint lives. Default `/api/mcp`. */
  path?: string;
  store?: PollStore;
  onError?: (error: unknown) => void;
  /** Called after each counted vote (see `createPollMcpServer`). */
  onVote?: () => void;
}

export interface DemoMcpServer extends McpRoute {
  store: PollStore;
  /** A new MCP server over the same poll, for an in-process transport (the chat route's client). */
  createServer(): McpServer;
}

/**
 * The demo's MCP server as the dev server runs it: the poll, its view bundled once at start
 * (a failed build fails each `resources/read` with its message, not the dev server), and the
 * Streamable HTTP route.
 */
export function createDemoMcpServer({ path = '/api/mcp', store = createPollStore(), onError, onVote }: DemoMcpServerOptions = {}): DemoMcpServer {
  const view = buildPollView();
  // Seen by each read; marked handled here so a build failure is not also an unhandled rejection.
  view.catch((error: unknown) => onError?.(error));
  const createServer = () => createPollMcpServer({ store, viewHtml: () => view, ...(onVote ? { onVote } : {}) });
  return { ...createMcpRoute({ path, createServer, ...(onError ? { onError } : {}) }), store, createServer };
}
