import { registerAppResource, registerAppTool, RESOURCE_MIME_TYPE } from '@modelcontextprotocol/ext-apps/server';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { Poll, PollStore } from './createPollStore';

export const POLL_RESOURCE_URI = 'ui://demo/poll';

export interface PollMcpServerOptions {
  store: PollStore;
  /** The view's HTML (see `buildPollView`); awaited on each `resources/read`. */
  viewHtml: () => Promise<string>;
  /** Called after each counted vote, with the poll it made (the widget server pushes it). */
  onVote?: (poll: Poll) => void;
}

/**
 * The demo's MCP server, as any vendor would write it with the official SDK and the ext-apps
 * server helpers: `show_poll` (the model's tool, with the `ui://demo/poll` view), `vote` (the
 * view's tool: `visibility: ['app']`, so a host never offers it to the model), and the view
 * resource itself. A new server per connection is cheap; the poll lives in `store`.
 */
export function createPollMcpServer({ store, viewHtml, onVote }: PollMcpServerOptions): McpServer {
  const server = new McpServer({ name: 'cameo-demo-poll', version: '1.0.0' });

  registerAppTool(
    server,
    'show_poll',
    {
      title: 'Team poll',
      description: 'Shows the team poll (question, options and vote counts) so people can vote in it.',
      _meta: { ui: { resourceUri: POLL_RESOURCE_URI } },
    },
    () => {
      const poll = store.read();
      return { content: [{ type: 'text', text: `Poll: ${describe(poll)}. The person can vote in the view.` }], structuredContent: { ...poll } };
    },
  );

  registerAppTool(
    server,
    'vote',
    {
      title: 'Vote',
      description: 'Adds one vote to an option of the team poll.',
      inputSchema: { optionId: z.string().describe('The id of the option voted for') },
      _meta: { ui: { resourceUri: POLL_RESOURCE_URI, visibility: ['app'] } },
    },
    ({ optionId }) => {
      const poll = store.vote(optionId);
      if (!poll) return { content: [{ type: 'text', text: `The poll has no option "${optionId}".` }], isError: true };
      onVote?.(poll);
      return { content: [{ type: 'text', text: `Vote counted. ${describe(poll)}.` }], structuredContent: { ...poll } };
    },
  );

  registerAppResource(server, 'Team poll view', POLL_RESOURCE_URI, { description: 'Votes in the team poll.' }, async () => ({
    contents: [
      {
        uri: POLL_RESOURCE_URI,
        mimeType: RESOURCE_MIME_TYPE,
        text: await viewHtml(),
        // Everything is inline: the view needs no network, frames or base URI, so it declares none.
        _meta: { ui: { csp: {}, prefersBorder: true } },
      },
    ],
  }));

  return server;
}

function describe(poll: ReturnType<PollStore['read']>): string {
  return `${poll.question} ${poll.options.map((option) => `${option.label} ${option.votes}`).join(', ')}`;
}
