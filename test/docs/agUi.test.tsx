// Runs docs/ag-ui.md's examples: the page (examples/AGUIChat.tsx) on a real HttpAgent whose
// requests go in-process to the endpoint (examples/agUiServer.ts), which encodes its events with
// AG-UI's own EventEncoder.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGUIChat } from './examples/AGUIChat';
import { POST } from './examples/agUiServer';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('docs/ag-ui.md: the chat page and its endpoint', () => {
  it('draws the tool card, the launcher from the activity and the markdown reply, and never sends the UI back', async () => {
    const user = userEvent.setup();
    const bodies: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        bodies.push(String(init?.body));
        return POST(new Request(new URL(String(input), 'http://app.test'), init));
      }),
    );
    render(<AGUIChat />);

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'How did Q3 go?{Enter}');
    expect((await screen.findByText('leads')).tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: 'show_sales Done' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open Q3 sales chart' }));
    expect(within(await screen.findByRole('dialog')).getByRole('list', { name: 'Q3 revenue' })).toHaveTextContent('North: 120');
    await user.keyboard('{Escape}');

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'And Q4?{Enter}');
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    // The agent gets the tool's text back with the thread, never its UI.
    expect(bodies[1]).toContain('Q3: North 120, South 80.');
    expect(bodies[1]).not.toMatch(/Open Q3 sales chart|sales-chart/);
  });
});
