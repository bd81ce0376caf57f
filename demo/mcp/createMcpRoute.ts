import type { IncomingMessage, ServerResponse } from 'node:http';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

export interface McpRouteOptions {
  /** The route's path, e.g. `/api/mcp`. */
  path: string;
  /** A fresh MCP server for one request (the route is stateless: see below). */
  createServer: () => McpServer;
  /** Called with an error of a request the transport could not answer. */
  onError?: (error: unknown) => void;
}

export interface McpRoute {
  /** Node/Connect middleware: answers `<path>`, passes every other request on. */
  handler(req: IncomingMessage, res: ServerResponse, next?: () => void): void;
  /** Refuses further requests and closes the ones still open. */
  close(): void;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The MCP server over Streamable HTTP, stateless: each POST gets its own server and transport
 * (`sessionIdGenerator: undefined`), so there are no sessions to keep or leak, and the dev
 * server can restart under a connected client. It has no server-initiated stream, so GET and
 * DELETE are 405, which the SDK's client expects of such a server. Only loopback Host and
 * Origin headers are answered: a page on another site cannot reach it through DNS rebinding.
 */
export function createMcpRoute({ path, createServer, onError }: McpRouteOptions): McpRoute {
  const open = new Set<() => void>();
  let closed = false;

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST') return refuse(res, 405, 'this MCP server is stateless: POST JSON-RPC here', { Allow: 'POST' });
    if (closed) return refuse(res, 503, 'the MCP server is closed');
    if (!isLoopback(req.headers.host) || (req.headers.origin !== undefined && !isLoopbackOrigin(req.headers.origin))) {
      return refuse(res, 403, 'only loopback hosts and origins may use this MCP server');
    }
    const server = createServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    const end = () => {
      open.delete(end);
      void transport.close();
      void server.close();
    };
    open.add(end);
    res.on('close', end);
    await server.connect(transport);
    await transport.handleRequest(req, res);
  };

  return {
    handler(req, res, next) {
      if (new URL(req.url ?? '/', 'http://localhost').pathname !== path) {
        if (next) next();
        else refuse(res, 404, 'not found');
        return;
      }
      answer(req, res).catch((error: unknown) => {
        onError?.(error);
        if (!res.headersSent) refuse(res, 500, 'the MCP server failed');
        else res.end();
      });
    },
    close() {
      closed = true;
      for (const end of [...open]) end();
    },
  };
}

function isLoopback(host: string | undefined): boolean {
  if (!host) return false;
  try {
    return LOOPBACK_HOSTS.has(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}

function isLoopbackOrigin(origin: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(origin).hostname);
  } catch {
    return false;
  }
}

/** A JSON-RPC error body, as an MCP client reads any failed response. */
function refuse(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}
