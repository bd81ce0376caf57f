import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HtmlWidgetFrame, Transcript, createMemoryTransport, defineHtmlWidget, defineServerWidget } from '../../src';
import { launcher, renderCameo } from '../helpers/renderCameo';

/** Opens from the launcher reading `label`; the dialog is named by the widget's title, if it has one. */
async function open(label: string, title = label) {
  await userEvent.click(screen.getByRole('button', { name: label }));
  return within(await screen.findByRole('dialog', { name: title }));
}

/** The frame's secret, as its srcdoc's bootstrap holds it. */
function tokenOf(frame: HTMLElement): string {
  const token = /var token = '([0-9a-f]{32})'/.exec(frame.getAttribute('srcdoc') ?? '')?.[1];
  if (!token) throw new Error('no token in the srcdoc');
  return token;
}

/** What the frame's bootstrap would post, from the frame's own window, with its secret. */
function postFromFrame(frame: HTMLIFrameElement, data: Record<string, unknown>) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { ...data, token: tokenOf(frame) }, source: frame.contentWindow }));
  });
}

describe('defineHtmlWidget', () => {
  it('draws the markup only in a scripts-only sandbox with a policy, no referrer and a name', async () => {
    const widget = defineHtmlWidget({ id: 'report', title: 'Sales report' });
    renderCameo(<Transcript />, {
      widgets: [widget],
      transcript: [launcher('Open report', 'report', '<p>Sales <b>up</b></p><script>top.__xss("frame")</script>')],
    });
    const dialog = await open('Open report', 'Sales report');
    const frame = dialog.getByTitle('Sales report');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(frame.getAttribute('srcdoc')).toContain('Content-Security-Policy');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Sales <b>up</b></p>');
    expect(frame).toHaveAttribute('data-state', 'loading');
    // The markup is in the frame's document, not ours.
    expect(dialog.queryByText('up')).toBeNull();
  });

  it('reads {html} as well as a bare string', async () => {
    renderCameo(<Transcript />, {
      widgets: [defineHtmlWidget({ id: 'wrapped' })],
      transcript: [launcher('Open wrapped', 'wrapped', { html: '<p>wrapped</p>' })],
    });
    const dialog = await open('Open wrapped');
    expect(dialog.getByTitle('wrapped').getAttribute('srcdoc')).toContain('<p>wrapped</p>');
  });

  it('shows data of any other shape as an error in place, as text', async () => {
    renderCameo(<Transcript />, {
      widgets: [defineHtmlWidget({ id: 'broken' })],
      transcript: [launcher('Open broken', 'broken', { markup: '<img src=x onerror=alert(1)>' })],
    });
    const dialog = await open('Open broken');
    expect(dialog.getByRole('alert')).toHaveTextContent(/HTML widget data must be a string or \{"html": string\}/);
    expect(dialog.queryByTitle('broken')).toBeNull();
  });

  it("routes the frame's dispatch to handleAction with its args, and sizes the frame", async () => {
    const handleAction = vi.fn();
    renderCameo(<Transcript />, {
      widgets: [defineHtmlWidget({ id: 'form', handleAction, maxHeight: 300 })],
      transcript: [launcher('Open form', 'form', '<button>Send</button>')],
    });
    const frame = (await open('Open form')).getByTitle('form') as HTMLIFrameElement;
    postFromFrame(frame, { type: 'cameo:dispatch', action: 'send', args: { amount: 3 } });
    expect(handleAction).toHaveBeenCalledWith('send', { amount: 3 }, expect.objectContaining({ widget: 'form' }));

    postFromFrame(frame, { type: 'cameo:resize', height: 120 });
    await vi.waitFor(() => expect(frame.style.height).toBe('120px'));
    expect(frame).toHaveAttribute('data-state', 'ready');
    expect(frame).not.toHaveAttribute('data-overflow');
    postFromFrame(frame, { type: 'cameo:resize', height: 5000 });
    await vi.waitFor(() => expect(frame.style.height).toBe('300px'));
    expect(frame).toHaveAttribute('data-overflow');
  });

  it('hears nothing from its frame without the secret, and new markup gets a new secret', async () => {
    const handleAction = vi.fn();
    renderCameo(<Transcript />, {
      widgets: [defineHtmlWidget({ id: 'form', handleAction })],
      transcript: [launcher('Open form', 'form', '<button>Send</button>')],
    });
    const frame = (await open('Open form')).getByTitle('form') as HTMLIFrameElement;
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'cameo:dispatch', action: 'send', args: null }, source: frame.contentWindow })));
    expect(handleAction).not.toHaveBeenCalled();

    const onDispatch = vi.fn();
    const { rerender } = render(<HtmlWidgetFrame html="<p>one</p>" title="Own" onDispatch={onDispatch} />);
    const own = screen.getByTitle('Own') as HTMLIFrameElement;
    const first = tokenOf(own);
    rerender(<HtmlWidgetFrame html="<p>one</p>" title="Own" onDispatch={onDispatch} />);
    expect(tokenOf(own)).toBe(first);
    rerender(<HtmlWidgetFrame html="<p>two</p>" title="Own" onDispatch={onDispatch} />);
    expect(tokenOf(own)).not.toBe(first);
    // The old document's secret is no longer heard.
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'cameo:dispatch', token: first, action: 'old', args: null }, source: own.contentWindow })));
    expect(onDispatch).not.toHaveBeenCalled();
    postFromFrame(own, { type: 'cameo:dispatch', action: 'new', args: null });
    expect(onDispatch).toHaveBeenCalledWith('new', null);
  });

  it('says how many actions its frame ignored, in a status under the frame', async () => {
    renderCameo(<Transcript />, {
      widgets: [defineHtmlWidget({ id: 'form' })],
      transcript: [launcher('Open form', 'form', '<button>Send</button>')],
    });
    const dialog = await open('Open form');
    const frame = dialog.getByTitle('form') as HTMLIFrameElement;
    expect(dialog.getByRole('status')).toBeEmptyDOMElement();
    postFromFrame(frame, { type: 'cameo:dropped', count: 1 });
    expect(dialog.getByRole('status')).toHaveTextContent('1 action from this widget were ignored');
    postFromFrame(frame, { type: 'cameo:dropped', count: 41 });
    expect(dialog.getByRole('status')).toHaveTextContent('42 actions from this widget were ignored: it sent them too fast or without a click.');
  });

  it('loads images from the web only when allowImages is https', async () => {
    renderCameo(<Transcript />, {
      widgets: [defineHtmlWidget({ id: 'plain' }), defineHtmlWidget({ id: 'pictures', allowImages: 'https' })],
      transcript: [launcher('Open plain', 'plain', '<img src="https://example.com/a.png">'), launcher('Open pictures', 'pictures', '<img src="https://example.com/a.png">')],
    });
    const plain = (await open('Open plain')).getByTitle('plain');
    expect(plain.getAttribute('csp')).toContain('img-src data: blob:;');
    expect(plain.getAttribute('srcdoc')).not.toContain('img-src data: blob: https:');
    await userEvent.keyboard('{Escape}');
    const pictures = (await open('Open pictures')).getByTitle('pictures');
    expect(pictures.getAttribute('csp')).toContain('img-src data: blob: https:');
    expect(pictures.getAttribute('srcdoc')).toContain('img-src data: blob: https:');
  });

  it('gets its markup from the transport and sends its actions there when it has no handlers', async () => {
    const transport = createMemoryTransport({
      widgets: [defineServerWidget({ id: 'remote', render: () => ({ html: '<p>from the server</p>' }), handleAction: () => 'ok' })],
    });
    renderCameo(<Transcript />, { widgets: [defineHtmlWidget({ id: 'remote' })], transport, transcript: [launcher('Open remote', 'remote')] });
    const dialog = await open('Open remote');
    const frame = (await dialog.findByTitle('remote')) as HTMLIFrameElement;
    expect(frame.getAttribute('srcdoc')).toContain('<p>from the server</p>');
    postFromFrame(frame, { type: 'cameo:dispatch', action: 'refresh', args: null });
    await vi.waitFor(() => expect(transport.calls).toContainEqual(expect.objectContaining({ method: 'action', action: 'refresh' })));
  });
});
