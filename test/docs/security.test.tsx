import { act, render, screen, waitFor, within } from '@testing-library/react';

/** The markup's own document: the srcdoc of the inner frame in the wrapper the iframe loads. */
function innerDocument(frame: HTMLElement): string {
  const wrapper = new DOMParser().parseFromString(frame.getAttribute('srcdoc') ?? '', 'text/html');
  return wrapper.querySelector('iframe')?.getAttribute('srcdoc') ?? '';
}
import userEvent from '@testing-library/user-event';

// Runs the examples of docs/security.md.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('docs/security.md: checking your own payloads (examples/checkPayload.ts)', () => {
  it('reports the field at fault, without throwing from checkPayload', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await import('./examples/checkPayload');
      expect(log.mock.calls).toEqual([
        [[{ path: 'version', message: 'expected a number, got a string' }]],
        ['render', 'GET /my/board: invalid render result: version: expected a number, got a string'],
      ]);
    } finally {
      log.mockRestore();
      warn.mockRestore();
    }
  });
});

describe('docs/security.md: an HTML widget (examples/RefundChat.tsx)', () => {
  const markup = `<p>Refund 4211</p><button onclick="cameo.dispatch('approve', { id: 4211 })">Approve</button>`;

  it('draws untrusted markup only in a sandboxed frame, and takes a dispatch from that frame alone, with its secret', async () => {
    const { RefundChat } = await import('./examples/RefundChat');
    const user = userEvent.setup();
    const fetch = vi.fn(async (..._args: unknown[]) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    render(<RefundChat transcript={[{ type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'Review refund', widget: 'refund', data: markup } }]} />);
    await user.click(screen.getByRole('button', { name: 'Review refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund request' });
    const frame = within(dialog).getByTitle('Refund request') as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(innerDocument(frame)).toContain(markup);
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();

    // What the frame's bootstrap posts on a click of Approve: the action, with the frame's secret.
    const token = /var token = '([0-9a-f]{32})'/.exec(frame.getAttribute('srcdoc') ?? '')?.[1];
    const message = { type: 'cameo:dispatch', token, action: 'approve', args: { id: 4211 } };
    act(() => window.dispatchEvent(new MessageEvent('message', { data: message, source: window })));
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { ...message, token: undefined }, source: frame.contentWindow })));
    expect(fetch).not.toHaveBeenCalled();
    act(() => window.dispatchEvent(new MessageEvent('message', { data: message, source: frame.contentWindow })));
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/refund/approve', { method: 'POST', body: '{"id":4211}' }));
  });

  it('fetches the markup with render when the launcher sent none', async () => {
    const { RefundChat } = await import('./examples/RefundChat');
    const user = userEvent.setup();
    const fetch = vi.fn(async (..._args: unknown[]) => new Response(markup));
    vi.stubGlobal('fetch', fetch);
    render(<RefundChat transcript={[{ type: 'ui', toolCallId: 'c1', ui: { kind: 'widget', label: 'Review refund', widget: 'refund' } }]} />);
    await user.click(screen.getByRole('button', { name: 'Review refund' }));
    const frame = await within(screen.getByRole('dialog', { name: 'Refund request' })).findByTitle('Refund request');
    expect(innerDocument(frame)).toContain(markup);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/refund/4211.html');
  });
});

describe('docs/security.md: links from data (examples/SourceLink.tsx)', () => {
  it('keeps web links and makes every other scheme inert', async () => {
    const { SourceLink } = await import('./examples/SourceLink');
    render(
      <>
        <SourceLink url="https://example.com/report">Report</SourceLink>
        <SourceLink url="javascript:alert(1)">Trap</SourceLink>
        <SourceLink url={{ toString: () => 'https://example.com' }}>Object</SourceLink>
      </>,
    );
    expect(screen.getByText('Report')).toHaveAttribute('href', 'https://example.com/report');
    expect(screen.getByText('Trap')).not.toHaveAttribute('href');
    expect(screen.getByText('Object')).not.toHaveAttribute('href');
  });
});
