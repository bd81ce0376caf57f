import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// Runs the README's two examples (docs.test.ts checks the README shows them word for word).
// Each is imported inside its test, so an example that cannot load fails only its own tests.

const weatherLauncher = (data?: unknown) => ({
  type: 'ui',
  toolCallId: 'c1',
  ui: { kind: 'widget', label: 'Weather in Oslo', widget: 'weather', ...(data !== undefined && { data }) },
});

/** The weather backend: GET /api/weather reads the temperature, and a POST is answered with `actionStatus`. */
function stubFetch(actionStatus = 204) {
  let celsius = 4;
  const fetch = vi.fn(async (url: unknown, init?: RequestInit) => {
    if (init?.method !== 'POST') return new Response(JSON.stringify({ city: 'Oslo', celsius }));
    if (actionStatus < 300) celsius += 1;
    return new Response(actionStatus === 204 ? null : 'Not Found', { status: actionStatus });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const noAgent = async () => [];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('README: the consumer example (test/docs/ReadmeChat.tsx)', () => {
  it('renders the transcript, fetches the widget once when opened, and sends a human action', async () => {
    const { Chat } = await import('./ReadmeChat');
    const user = userEvent.setup();
    const fetch = stubFetch();
    render(<Chat ask={noAgent} transcript={[{ type: 'user', text: 'Weather in Oslo?' }, weatherLauncher()]} />);
    expect(screen.getByText('Weather in Oslo?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weather in Oslo' }));
    const dialog = screen.getByRole('dialog', { name: 'Weather in Oslo' });
    expect(await within(dialog).findByText('Oslo: 4 °C')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    // After the action the widget renders again and shows the new state.
    expect(await within(dialog).findByText('Oslo: 5 °C')).toBeInTheDocument();
    expect(fetch.mock.calls[1]).toEqual(['/api/weather/refresh', { method: 'POST' }]);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failed action as failed: a 404 is not success', async () => {
    const { Chat } = await import('./ReadmeChat');
    const user = userEvent.setup();
    stubFetch(404);
    render(<Chat ask={noAgent} transcript={[weatherLauncher()]} />);
    await user.click(screen.getByRole('button', { name: 'Weather in Oslo' }));
    const dialog = screen.getByRole('dialog', { name: 'Weather in Oslo' });
    await within(dialog).findByText('Oslo: 4 °C');
    await user.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Action “refresh” failed: /api/weather/refresh: HTTP 404');
    expect(within(dialog).getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('shows a failed first fetch as an error, not as data', async () => {
    const { Chat } = await import('./ReadmeChat');
    const user = userEvent.setup();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('Not Found', { status: 404 })));
    render(<Chat ask={noAgent} transcript={[weatherLauncher()]} />);
    await user.click(screen.getByRole('button', { name: 'Weather in Oslo' }));
    const dialog = screen.getByRole('dialog', { name: 'Weather in Oslo' });
    expect(await within(dialog).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('/api/weather: HTTP 404');
  });

  it('is a whole chat: what is sent shows, the agent’s reply follows, and Send waits for it', async () => {
    const { Chat } = await import('./ReadmeChat');
    const user = userEvent.setup();
    stubFetch();
    let answer!: (entries: unknown) => void;
    const ask = vi.fn((_text: string) => new Promise<unknown>((resolve) => (answer = resolve)));
    render(<Chat ask={ask} />);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Weather in Oslo?{Enter}');
    expect(screen.getByText('Weather in Oslo?')).toBeInTheDocument();
    expect(ask).toHaveBeenCalledWith('Weather in Oslo?');
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    answer([{ type: 'assistant', text: 'Here it is.' }, weatherLauncher({ city: 'Oslo', celsius: 21 })]);
    expect(await screen.findByText('Here it is.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weather in Oslo' }));
    expect(within(screen.getByRole('dialog', { name: 'Weather in Oslo' })).getByText('Oslo: 21 °C')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });

  it('paints a launcher snapshot without a request', async () => {
    const { Chat } = await import('./ReadmeChat');
    const user = userEvent.setup();
    const fetch = stubFetch();
    render(<Chat ask={noAgent} transcript={[weatherLauncher({ city: 'Oslo', celsius: 21 })]} />);
    await user.click(screen.getByRole('button', { name: 'Weather in Oslo' }));
    expect(within(screen.getByRole('dialog', { name: 'Weather in Oslo' })).getByText('Oslo: 21 °C')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('treats data: null as no snapshot: the widget’s render paints first', async () => {
    const { Chat } = await import('./ReadmeChat');
    const user = userEvent.setup();
    const fetch = stubFetch();
    render(<Chat ask={noAgent} transcript={[weatherLauncher(null)]} />);
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
