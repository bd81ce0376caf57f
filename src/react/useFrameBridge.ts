import { useEffect, useRef, type RefObject } from 'react';
import { assertNever } from '../core';
import { createTokenBucket, warnInDevelopment } from '../core/internal';
import { readFrameMessage } from './frameMessage';

/**
 * The frame's rate: a run of 20 actions, then 10 a second. Each needs its own click or key press
 * already (the bootstrap allows one per click or non-repeated key press), so only a widget that
 * is clicked faster than a person clicks ever meets it.
 */
export const FRAME_ACTION_RATE = { perSecond: 10, burst: 20 } as const;

export interface FrameBridgeHandlers {
  /**
   * The frame's secret, the one its srcdoc was built with (`frameToken()`): a message without
   * it comes from another document (one the markup navigated to) and is never heard.
   */
  token: string;
  /** A human action the frame asked for: `cameo.dispatch(action, args)` inside it, after a click. */
  onDispatch?: (action: string, args: unknown) => void;
  /** The frame's content height in CSS pixels: the latest, at most once per animation frame. */
  onResize?: (height: number) => void;
  /** Dispatches refused since the last call, for want of a click or past the rate limit. */
  onDropped?: (count: number) => void;
  /** The markup's document was replaced (by a reload or a navigation): nothing more is heard from it. */
  onLeft?: () => void;
}

function hasToken(data: unknown, token: string): boolean {
  return typeof data === 'object' && data !== null && (data as { token?: unknown }).token === token;
}

/**
 * Listens for the messages of one sandboxed frame while mounted. Only messages whose source is
 * that frame's window and that carry its token count: any other window can post to ours, and a
 * document that replaced the frame's own posts from the same window, and both are ignored
 * without a word. A message from the frame that does not match the schema is dropped with a
 * warning in development. Dispatches are rate-limited (FRAME_ACTION_RATE); sizes are applied
 * once per animation frame, the latest one.
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
    const bucket = createTokenBucket({ ...FRAME_ACTION_RATE, now: () => view.performance.now() });
    let height: number | null = null;
    let scheduled: number | null = null;
    const applyHeight = () => {
      scheduled = null;
      if (height !== null) latest.current.onResize?.(height);
    };
    const listener = (event: MessageEvent) => {
      // contentWindow is null while detached; a null source (a MessagePort) never matches.
      if (event.source === null || event.source !== element.contentWindow) return;
      // Before any parsing: a flood from a document without the token costs one comparison each.
      if (!hasToken(event.data, latest.current.token)) return;
      const message = readFrameMessage(event.data);
      if (!message.ok) {
        warnInDevelopment(`ignored a message from an HTML widget frame: ${message.error}`);
        return;
      }
      const { value } = message;
      switch (value.type) {
        case 'cameo:dispatch':
          if (bucket.take()) latest.current.onDispatch?.(value.action, value.args);
          else latest.current.onDropped?.(1);
          return;
        case 'cameo:resize':
          height = value.height;
          scheduled ??= view.requestAnimationFrame(applyHeight);
          return;
        case 'cameo:dropped':
          latest.current.onDropped?.(value.count);
          return;
        case 'cameo:left':
          latest.current.onLeft?.();
          return;
        default:
          assertNever(value, 'frame message');
      }
    };
    view.addEventListener('message', listener);
    return () => {
      view.removeEventListener('message', listener);
      if (scheduled !== null) view.cancelAnimationFrame(scheduled);
    };
  }, [frame]);
}
