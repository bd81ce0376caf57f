import { useEffect, useRef, type RefObject } from 'react';
import { warnInDevelopment } from '../core/schemas/warnInDevelopment';
import { readFrameMessage } from './frameMessage';

export interface FrameBridgeHandlers {
  /** A human action the frame asked for: `cameo.dispatch(action, args)` inside it. */
  onDispatch?: (action: string, args: unknown) => void;
  /** The frame's content height in CSS pixels, each time it changes. */
  onResize?: (height: number) => void;
}

/**
 * Listens for the messages of one sandboxed frame while mounted. Only messages whose source is
 * that frame's window count: any other window can post to ours, and its messages are ignored
 * without a word (browser extensions and dev tools post all the time). A message from the frame
 * that does not match the schema is dropped with a warning in development.
 */
export function useFrameBridge(frame: RefObject<HTMLIFrameElement | null>, handlers: FrameBridgeHandlers): void {
  // The latest handlers, so a re-render does not re-subscribe.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const element = frame.current;
    const view = element?.ownerDocument.defaultView;
    if (!element || !view) return;
    const listener = (event: MessageEvent) => {
      // contentWindow is null while detached; a null source (a MessagePort) never matches.
      if (event.source === null || event.source !== element.contentWindow) return;
      const message = readFrameMessage(event.data);
      if (!message.ok) {
        warnInDevelopment(`ignored a message from an HTML widget frame: ${message.error}`);
        return;
      }
      if (message.value.type === 'cameo:dispatch') latest.current.onDispatch?.(message.value.action, message.value.args);
      else latest.current.onResize?.(message.value.height);
    };
    view.addEventListener('message', listener);
    return () => view.removeEventListener('message', listener);
  }, [frame]);
}
