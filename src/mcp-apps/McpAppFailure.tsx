// How every MCP view shows a failure in place (role=alert). Its own file so that McpAppFrame and
// McpUIView need not import McpAppView, which renders them (that was an import circle).
export function McpAppFailure({ message }: { message: string }) {
  return (
    <div role="alert" data-notice="mcp-app">
      <p>{message}</p>
    </div>
  );
}
