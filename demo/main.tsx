import { Chat } from '@ai-sdk/react';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { DefaultChatTransport } from 'ai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createCameoClient, createHttpTransport } from '../src';
import type { CameoUIMessage } from '../src/ai-sdk';
import { defineMcpAppWidget } from '../src/mcp-apps';
import '../src/styles.css';
import './demo.css';
import { App } from './App';
import { MCP_POLL_WIDGET, POLL_STATE_WIDGET } from './mcp/mcpPollWidgetId';
import { mcpSandboxUrl } from './mcp/mcpSandboxUrl';
import { renderPollFromServer } from './mcp/renderPollFromServer';
import { DEFAULT_API_BASE, readApiBase } from './readApiBase';
import { kanbanWidget } from './widgets/kanbanWidget';
import { releaseWidget } from './widgets/releaseWidget';
import { salesWidget } from './widgets/salesWidget';
import { weatherCardWidget } from './widgets/weatherCardWidget';

// The widget server and the chat route run inside the Vite dev server (demo/server/cameoDevServer.ts)
// under /api, unless `?api=` points the page at another instance (see readApiBase).
const apiBase = readApiBase(window.location.search);

// The page's own connection to the demo MCP server (Streamable HTTP): the poll's view reads its
// resource and calls its app-only `vote` tool through it, never through the chat. It is the one
// of the dev server serving this page, as the sandbox proxy is, whatever `?api=` says: another
// instance's would be another origin, and the MCP route answers no cross-origin request.
const mcpClient = new Client({ name: 'cameo-demo-page', version: '1.0.0' });
const mcpTransport = new StreamableHTTPClientTransport(new URL(`${DEFAULT_API_BASE}/mcp`, window.location.href), {
  // The demo server is stateless and never pushes, so its answer to the client's GET for a
  // server stream is 405, which the SDK expects but the browser logs as a failed request. The
  // page knows that answer and gives it without asking.
  fetch: (input, init) => (init?.method === 'GET' ? Promise.resolve(new Response(null, { status: 405 })) : fetch(input, init)),
});
const mcpConnected = mcpClient.connect(mcpTransport);
mcpConnected.catch((error: unknown) => {
  console.warn('The demo MCP server is not reachable; the poll will show an error.', error);
});
const pollWidget = {
  ...defineMcpAppWidget({
    id: MCP_POLL_WIDGET,
    title: 'Team poll',
    client: mcpClient,
    // The dev server under its other loopback name: another origin, as the sandbox needs.
    sandboxUrl: mcpSandboxUrl(window.location),
    // Live after the turn: the widget server pushes the poll after every vote, in any tab, and
    // each open poll view gets it as a new tool result.
    live: {
      widget: (call) => (call.toolName === 'show_poll' ? POLL_STATE_WIDGET : undefined),
      toolResult: (poll) => ({ content: [{ type: 'text', text: 'The poll changed.' }], structuredContent: poll as Record<string, unknown> }),
    },
  }),
  // Opened from the widgets list, the page fetches the poll itself (see renderPollFromServer).
  render: renderPollFromServer(mcpClient, mcpConnected),
};

// Widget data and actions go through this transport, straight to the widget server: never
// through the chat, so the model never sees them.
const client = createCameoClient({
  widgets: [salesWidget, kanbanWidget, releaseWidget, weatherCardWidget, pollWidget],
  transport: createHttpTransport({ baseUrl: apiBase }),
});

// The AI SDK chat: the agent loop runs on the server (`streamText` with the demo's tools). Once
// the person has answered every approval of a turn, the chat sends it back so the loop goes on
// (`continueAfterApproval` in App.tsx). It starts
// empty, on the greeting and its suggestions; "Make it fail" shows what failures look like.
const chat = new Chat<CameoUIMessage>({
  transport: new DefaultChatTransport({ api: `${apiBase}/chat` }),
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs a #root element.');

createRoot(root).render(
  <StrictMode>
    <App chat={chat} client={client} />
  </StrictMode>,
);
