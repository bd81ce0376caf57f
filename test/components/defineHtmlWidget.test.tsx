import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Transcript, createMemoryTransport, defineHtmlWidget, defineServerWidget } from '../../src';
import { launcher, renderCameo } from '../helpers/renderCameo';

async function open(label: string) {
  await userEvent.click(screen.getByRole('button', { name: label }));
  return within(await screen.findByRole('dialog', { name: label }));
}

/** What the frame's bootstrap would post, from the frame's own window. */
function postFromFrame(frame: HTMLIFrameElement, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source: frame.contentWindow }));
  });
}

describe('defineHtmlWidget', () => {
  it('draws the markup only in a scripts-only sandbox with a policy, no referrer and a name', async () => {
    const widget = defineHtmlWidget({ id: 'report', title: 'Sales report' });
    renderCameo(<Transcript />, {
      widgets: [widget],
      transcript: [launcher('Open report', 'report', '<p>Sales <b>up</b></p><script>top.__xss("frame")</script>')],
    });
    const dialog = await open('Open report');
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
    expect(frame.style.height).toBe('120px');
    expect(frame).toHaveAttribute('data-state', 'ready');
    expect(frame).not.toHaveAttribute('data-overflow');
    postFromFrame(frame, { type: 'cameo:resize', height: 5000 });
    expect(frame.style.height).toBe('300px');
    expect(frame).toHaveAttribute('data-overflow');
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
