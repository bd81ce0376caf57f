import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// Runs the README's two examples (docs.test.ts checks the README shows them word for word).
// Each is imported inside its test, so an example that cannot load fails only its own tests.

const weatherLauncher = (data?: unknown) => ({
  type: 'ui',
  toolCallId: 'c1',
  ui: { kind: 'widget', label: 'Weather in Oslo', widget: 'weather', ...(data !== undefined && { data }) },
});

function stubFetch() {
  const fetch = vi.fn(async (..._args: unknown[]) => new Response(JSON.stringify({ city: 'Oslo', celsius: 4 })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('README: the consumer example (test/docs/ReadmeChat.tsx)', () => {
  it('renders the transcript, fetches the widget once when opened, and sends a human action', async () => {
    const { Chat } = await import('./ReadmeChat');
    const user = userEvent.setup();
    const fetch = stubFetch();
    render(<Chat transcript={[{ type: 'user', text: 'Weather in Oslo?' }, weatherLauncher()]} />);
    expect(screen.getByText('Weather in Oslo?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weather in Oslo' }));
    const dialog = screen.getByRole('dialog', { name: 'Weather in Oslo' });
    expect(await within(dialog).findByText('Oslo: 4 °C')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(fetch.mock.calls[1]).toEqual(['/api/weather/refresh', { method: 'POST' }]);
  });

  it('paints a launcher snapshot without a request', async () => {
    const { Chat } = await import('./ReadmeChat');
    const user = userEvent.setup();
    const fetch = stubFetch();
    render(<Chat transcript={[weatherLauncher({ city: 'Oslo', celsius: 21 })]} />);
    await user.click(screen.getByRole('button', { name: 'Weather in Oslo' }));
    expect(within(screen.getByRole('dialog', { name: 'Weather in Oslo' })).getByText('Oslo: 21 °C')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('treats data: null as no snapshot: the widget’s render paints first', async () => {
    const { Chat } = await import('./ReadmeChat');
    const user = userEvent.setup();
    const fetch = stubFetch();
    render(<Chat transcript={[weatherLauncher(null)]} />);
    await user.click(screen.getByRole('button', { name: 'Weather in Oslo' }));
    expect(await within(screen.getByRole('dialog', { name: 'Weather in Oslo' })).findByText('Oslo: 4 °C')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('README: the agent example (test/docs/readmeTools.ts)', () => {
  it('keeps the UI out of the model’s entry', async () => {
    const { model, ui } = await import('./readmeTools');
    expect(model).toEqual({ type: 'tool_result', toolCallId: 'c1', content: 'It is 21 °C in Oslo.', isError: false });
    expect(ui).toEqual({
      type: 'ui',
      toolCallId: 'c1',
      ui: { kind: 'widget', label: 'Weather in Oslo', widget: 'weather', data: { city: 'Oslo', celsius: 21 } },
    });
  });
});
