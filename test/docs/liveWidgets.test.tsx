import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// Runs the examples of docs/live-widgets.md.

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('docs/live-widgets.md: two viewers of one live widget (examples/liveCounter.tsx)', () => {
  it('keeps both viewers current over one push stream, the clicking one included', async () => {
    const { TwoViewers, transport } = await import('./examples/liveCounter');
    const user = userEvent.setup();
    render(<TwoViewers />);
    const left = screen.getByRole('region', { name: 'Left' });
    const right = screen.getByRole('region', { name: 'Right' });
    expect(await within(left).findByText('0 clicks')).toBeInTheDocument();
    expect(await within(right).findByText('0 clicks')).toBeInTheDocument();
    await waitFor(() => expect(transport.subscriberCount('counter')).toBe(1));

    await user.click(within(left).getByRole('button', { name: 'Click' }));
    expect(await within(left).findByText('1 clicks')).toBeInTheDocument();
    expect(await within(right).findByText('1 clicks')).toBeInTheDocument();

    act(() => void transport.push('counter', { clicks: 5 }));
    expect(await within(left).findByText('5 clicks')).toBeInTheDocument();
    expect(within(right).getByText('5 clicks')).toBeInTheDocument();
    expect(transport.calls.filter((call) => call.method === 'render')).toHaveLength(1);
    expect(transport.subscriberCount('counter')).toBe(1);
  });
});

describe('docs/live-widgets.md: the HTTP transport (examples/httpTransport.ts)', () => {
  it('sends the token from the headers function with each request', async () => {
    const { transport } = await import('./examples/httpTransport');
    const fetch = vi.fn(async (..._args: unknown[]) => Response.json({ data: { clicks: 3 }, version: 7 }));
    vi.stubGlobal('fetch', fetch);
    sessionStorage.setItem('token', 'first');
    expect(await transport.render('counter')).toEqual({ data: { clicks: 3 }, version: 7 });
    sessionStorage.setItem('token', 'second');
    await transport.render('counter');
    const [url, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('https://widgets.example.com/api/widgets/counter/render');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer second');
  });
});

describe('docs/live-widgets.md: a viewer without React (examples/watchPrices.ts)', () => {
  it('hears the first paint and every push, and its stop closes the stream', async () => {
    const { logPrices, transport } = await import('./examples/watchPrices');
    const log = vi.fn();
    const stop = logPrices(log);
    await waitFor(() => expect(log).toHaveBeenLastCalledWith({ eur: 1.08 }));
    await waitFor(() => expect(transport.subscriberCount('prices')).toBe(1));
    transport.push('prices', { eur: 1.1 });
    await waitFor(() => expect(log).toHaveBeenLastCalledWith({ eur: 1.1 }));
    stop();
    await waitFor(() => expect(transport.subscriberCount('prices')).toBe(0));
  });
});
