// Runs docs/mcp-apps.md's "A view's own tools" example: the registry handed to the widget, and
// the buttons reading it. The view side (a real `App` class registering its tools in a sandboxed
// frame) is test/browser/mcpAppViewTools.test.tsx; here one view's tools are registered by hand.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { McpAppViewToolSource } from 'cameo-ui/mcp-apps';
import { ViewToolButtons, defineMcpAppsWithViewTools } from './examples/mcpAppViewTools';

function viewServing(initial: Tool[]) {
  const listeners = new Set<() => void>();
  let tools: readonly Tool[] = initial;
  const source: McpAppViewToolSource = {
    getTools: () => tools,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    callTool: async (name): Promise<CallToolResult> => ({ content: [{ type: 'text', text: `${name} ran` }] }),
  };
  return {
    source,
    listeners,
    change(next: Tool[]) {
      tools = next;
      for (const listener of listeners) listener();
    },
  };
}

const tool = (name: string, title?: string): Tool => ({ name, ...(title ? { title } : {}), inputSchema: { type: 'object' } });

test('the buttons follow the view of their call: its tools, a click calls one, the list changes, and it all ends with the view', async () => {
  const { widget, viewTools } = defineMcpAppsWithViewTools(new Client({ name: 'docs', version: '1.0.0' }), 'https://sandbox.example.com/mcp-sandbox.html');
  expect(widget.id).toBe('mcp-apps');
  const view = viewServing([tool('get_total', 'Get the total')]);
  const page = render(<ViewToolButtons viewTools={viewTools} toolCallId="call-1" />);
  expect(screen.queryAllByRole('button')).toEqual([]);

  let unregister = () => {};
  act(() => {
    unregister = viewTools.register('call-1', view.source);
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Get the total' }));
  expect(await screen.findByText('get_total ran')).toBeInTheDocument();

  act(() => view.change([tool('get_total', 'Get the total'), tool('undo_total')]));
  expect(await screen.findByRole('button', { name: 'undo_total' })).toBeInTheDocument();

  act(() => unregister());
  expect(view.listeners.size).toBe(0);
  expect(screen.queryAllByRole('button')).toEqual([]);
  await expect(viewTools.callTool('call-1', 'get_total')).rejects.toThrow('No view of the tool call call-1 is open');
  page.unmount();
});

test('the newest view of a call is the one listed; closing it falls back to the one still open', () => {
  const { viewTools } = defineMcpAppsWithViewTools(new Client({ name: 'docs', version: '1.0.0' }), 'https://sandbox.example.com/mcp-sandbox.html');
  const card = viewServing([tool('card_tool')]);
  const fullscreen = viewServing([tool('fullscreen_tool')]);
  const heard = vi.fn();
  const unsubscribe = viewTools.subscribe('call-1', heard);
  const closeCard = viewTools.register('call-1', card.source);
  const closeFullscreen = viewTools.register('call-1', fullscreen.source);
  expect(viewTools.getTools('call-1').map((item) => item.name)).toEqual(['fullscreen_tool']);
  // A change in the view that is not listed is not news.
  heard.mockClear();
  card.change([tool('card_tool_2')]);
  expect(heard).not.toHaveBeenCalled();
  closeFullscreen();
  expect(viewTools.getTools('call-1').map((item) => item.name)).toEqual(['card_tool_2']);
  expect(heard).toHaveBeenCalledTimes(1);
  closeCard();
  closeCard();
  expect(viewTools.getTools('call-1')).toEqual([]);
  unsubscribe();
  card.change([tool('late')]);
  expect(heard).toHaveBeenCalledTimes(2);
  expect(viewTools.getTools('other-call')).toEqual([]);
});
