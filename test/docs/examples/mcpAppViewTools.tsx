import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { useState } from 'react';
import { createMcpAppViewTools, defineMcpAppWidget, useMcpAppViewTools, type McpAppViewTools } from 'cameo-ui/mcp-apps';

/** The widget and the registry its views put their own tools in (one registry per app). */
export function defineMcpAppsWithViewTools(client: Client, sandboxUrl: string) {
  const viewTools = createMcpAppViewTools();
  const widget = defineMcpAppWidget({ id: 'mcp-apps', client, sandboxUrl, viewTools });
  return { widget, viewTools };
}

/**
 * A button per tool the view of one call serves (a budget view's `get_total`, say). The list
 * follows the view's `registerTool` and `remove`; each click is a `tools/call` to the view.
 */
export function ViewToolButtons({ viewTools, toolCallId }: { viewTools: McpAppViewTools; toolCallId: string }) {
  const { tools, call } = useMcpAppViewTools(viewTools, toolCallId);
  const [answer, setAnswer] = useState('');
  const run = async (name: string) => {
    try {
      const result = await call(name);
      setAnswer(result.content.map((item) => (item.type === 'text' ? item.text : '')).join(' '));
    } catch (error) {
      setAnswer(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <section aria-label="The app's tools">
      {tools.map((tool) => (
        <button key={tool.name} type="button" title={tool.description} onClick={() => void run(tool.name)}>
          {tool.title ?? tool.name}
        </button>
      ))}
      <output>{answer}</output>
    </section>
  );
}
