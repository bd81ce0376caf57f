import { render } from '@testing-library/react';
import { useRef, type RefObject } from 'react';
import { useFrameBridge, type FrameBridgeHandlers } from '../../src/react';

function Bridge({ frame, handlers }: { frame: RefObject<HTMLIFrameElement | null>; handlers: FrameBridgeHandlers }) {
  useFrameBridge(frame, handlers);
  return null;
}

/** A frame that outlives the hook, so a message can still come from it after unmount. */
function setup() {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const handlers = { onDispatch: vi.fn(), onResize: vi.fn() };
  function Probe() {
    const frame = useRef<HTMLIFrameElement | null>(iframe);
    return <Bridge frame={frame} handlers={handlers} />;
  }
  const post = (data: unknown, source: Window | null = iframe.contentWindow) =>
    window.dispatchEvent(new MessageEvent('message', { data, source }));
  return { iframe, handlers, post, ...render(<Probe />) };
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('useFrameBridge', () => {
  it('hands a dispatch and a resize from its frame to the handlers', () => {
    const { handlers, post } = setup();
    post({ type: 'cameo:dispatch', action: 'claim', args: { id: 'a' } });
    post({ type: 'cameo:resize', height: 240 });
    expect(handlers.onDispatch).toHaveBeenCalledWith('claim', { id: 'a' });
    expect(handlers.onResize).toHaveBeenCalledWith(240);
  });

  it('ignores the same message from any other window, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { handlers, post } = setup();
    const other = document.createElement('iframe');
    document.body.append(other);
    post({ type: 'cameo:dispatch', action: 'forged', args: null }, window);
    post({ type: 'cameo:dispatch', action: 'forged', args: null }, other.contentWindow);
    post({ type: 'cameo:dispatch', action: 'forged', args: null }, null);
    expect(handlers.onDispatch).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops a malformed message from its frame with a warning in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { handlers, post } = setup();
    post({ type: 'cameo:navigate', url: 'javascript:alert(1)' });
    post({ type: 'cameo:dispatch', action: 'claim' });
    expect(handlers.onDispatch).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toMatch(/ignored a message from an HTML widget frame/);
  });

  it('stops listening when unmounted', () => {
    const { handlers, post, unmount } = setup();
    unmount();
    post({ type: 'cameo:dispatch', action: 'late', args: null });
    expect(handlers.onDispatch).not.toHaveBeenCalled();
  });
});
