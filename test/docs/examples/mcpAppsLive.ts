import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { defineServerWidget } from 'cameo-ui/core';
import { defineMcpAppWidget, type McpAppLive } from 'cameo-ui/mcp-apps';

type Poll = { question: string; options: { id: string; label: string; votes: number }[] };

/**
 * The widget server's side: the poll's state as a widget of its own, served by
 * `createWidgetServer` beside your other widgets. After each vote the server calls
 * `widgets.broadcast('poll-state')`, which renders it and pushes it under its next version.
 */
export function pollStateWidget(readPoll: () => Poll) {
  return defineServerWidget({ id: 'poll-state', render: readPoll });
}

/** The page's side: which calls are live, and how a pushed state becomes their view's result. */
export const livePoll: McpAppLive = {
  widget: (call) => (call.toolName === 'show_poll' ? 'poll-state' : undefined),
  toolResult: (poll) => ({ content: [{ type: 'text', text: 'The poll changed.' }], structuredContent: poll as Poll }),
};

export function defineLivePollWidget(client: Client, sandboxUrl: string) {
  // The client's transport (createHttpTransport to that widget server) carries the pushes.
  return defineMcpAppWidget({ id: 'mcp-apps', client, sandboxUrl, live: livePoll });
}
