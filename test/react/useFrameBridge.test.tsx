import { render } from '@testing-library/react';
import { useRef, type RefObject } from 'react';
import { useFrameBridge, type FrameBridgeHandlers } from '../../src/react';

const token = '0123456789abcdef0123456789abcdef';

function Bridge({ frame, handlers }: { frame: RefObject<HTMLIFrameElement | null>; handlers: FrameBridgeHandlers }) {
  useFrameBridge(frame, handlers);
  return null;
}

/** A frame that outlives the hook, so a message can still come from it after unmount. */
function setup() {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const handlers = { token, onDispatch: vi.fn(), onResize: vi.fn(), onDropped: vi.fn(), onLeft: vi.fn() };
  function Probe() {
    const frame = useRef<HTMLIFrameElement | null>(iframe);
    return <Bridge frame={frame} handlers={handlers} />;
  }
  const post = (data: unknown, source: Window | null = iframe.contentWindow) =>
    window.dispatchEvent(new MessageEvent('message', { data, source }));
  return { iframe, handlers, post, ...render(<Probe />) };
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('useFrameBridge', () => {
  it('hands a dispatch and a resize from its frame to the handlers', async () => {
    const { handlers, post } = setup();
    post({ type: 'cameo:dispatch', token, action: 'claim', args: { id: 'a' } });
    post({ type: 'cameo:resize', token, height: 240 });
    expect(handlers.onDispatch).toHaveBeenCalledWith('claim', { id: 'a' });
    await nextFrame();
    expect(handlers.onResize).toHaveBeenCalledWith(240);
  });

  it('says when the frame reports that the markup left its document, only with the secret', () => {
    const { handlers, post } = setup();
    post({ type: 'cameo:left' });
    post({ type: 'cameo:left', token: 'f'.repeat(32) });
    expect(handlers.onLeft).not.toHaveBeenCalled();
    post({ type: 'cameo:left', token });
    expect(handlers.onLeft).toHaveBeenCalledTimes(1);
  });

  it('ignores the same message from any other window, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { handlers, post } = setup();
    const other = document.createElement('iframe');
    document.body.append(other);
    post({ type: 'cameo:dispatch', token, action: 'forged', args: null }, window);
    post({ type: 'cameo:dispatch', token, action: 'forged', args: null }, other.contentWindow);
    post({ type: 'cameo:dispatch', token, action: 'forged', args: null }, null);
    expect(handlers.onDispatch).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('ignores a message from its own frame without the secret, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { handlers, post } = setup();
    post({ type: 'cameo:dispatch', action: 'forged', args: null });
    post({ type: 'cameo:dispatch', token: 'f'.repeat(32), action: 'forged', args: null });
    post({ type: 'cameo:resize', height: 777 });
    post({ type: 'cameo:dropped', token: token.toUpperCase(), count: 5 });
    await nextFrame();
    expect(handlers.onDispatch).not.toHaveBeenCalled();
    expect(handlers.onResize).not.toHaveBeenCalled();
    expect(handlers.onDropped).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops a malformed message from its frame with a warning in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { handlers, post } = setup();
    post({ type: 'cameo:navigate', token, url: 'javascript:alert(1)' });
    post({ type: 'cameo:dispatch', token, action: 'claim' });
    expect(handlers.onDispatch).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toMatch(/ignored a message from an HTML widget frame/);
  });

  it('applies only the latest height, once per animation frame', async () => {
    const { handlers, post } = setup();
    for (let height = 1; height <= 1000; height += 1) post({ type: 'cameo:resize', token, height });
    expect(handlers.onResize).not.toHaveBeenCalled();
    await nextFrame();
    expect(handlers.onResize.mock.calls).toEqual([[1000]]);
  });

  it('runs a burst of 20 dispatches, then 10 a second, and counts the rest as dropped', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const { handlers, post } = setup();
    const dispatch = () => post({ type: 'cameo:dispatch', token, action: 'press', args: null });
    for (let i = 0; i < 25; i += 1) dispatch();
    expect(handlers.onDispatch).toHaveBeenCalledTimes(20);
    expect(handlers.onDropped.mock.calls).toEqual([[1], [1], [1], [1], [1]]);
    vi.advanceTimersByTime(500);
    for (let i = 0; i < 10; i += 1) dispatch();
    expect(handlers.onDispatch).toHaveBeenCalledTimes(25);
    expect(handlers.onDropped).toHaveBeenCalledTimes(10);
  });

  it("passes on the frame's own count of dispatches it refused for want of a click", () => {
    const { handlers, post } = setup();
    post({ type: 'cameo:dropped', token, count: 20000 });
    expect(handlers.onDropped).toHaveBeenCalledWith(20000);
  });

  it('stops listening when unmounted, and applies no size it had pending', async () => {
    const { handlers, post, unmount } = setup();
    post({ type: 'cameo:resize', token, height: 300 });
    unmount();
    post({ type: 'cameo:dispatch', token, action: 'late', args: null });
    await nextFrame();
    expect(handlers.onDispatch).not.toHaveBeenCalled();
    expect(handlers.onResize).not.toHaveBeenCalled();
  });
});
