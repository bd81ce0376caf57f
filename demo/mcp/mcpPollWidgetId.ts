/** The Cameo widget that hosts the demo MCP server's views: the page registers it, the chat route names it in launchers. */
export const MCP_POLL_WIDGET = 'mcp-poll';
