/** The Cameo widget that hosts the demo MCP server's views: the page registers it, the chat route names it in launchers. */
export const MCP_POLL_WIDGET = 'mcp-poll';
/**
 * The poll's state as a widget of the demo's widget server: it pushes a new version after every
 * vote, and the MCP App widget sends each to the open poll views (`live`), in every tab.
 */
export const POLL_STATE_WIDGET = 'team-poll';
