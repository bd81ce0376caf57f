import { forwardRef, useContext, useMemo, useRef, useState, type IframeHTMLAttributes, type SyntheticEvent } from 'react';
import { WidgetInstanceContext, useFrameBridge } from '../../react';
import { composeRefs } from '@radix-ui/react-compose-refs';
import { composeEventHandlers } from '@radix-ui/primitive';
import { framePolicy, frameToken, type FrameImages } from './frameDocument';
import { frameWrapper } from './frameWrapper';
import { withDisplayName } from '../withDisplayName';

/** Tall enough for a table or a form; beyond it the frame scrolls inside instead of the page. */
const DEFAULT_MAX_HEIGHT = 640;

export interface HtmlFrameProps
  extends Omit<IframeHTMLAttributes<HTMLIFrameElement>, 'src' | 'srcDoc' | 'sandbox' | 'allow' | 'referrerPolicy' | 'title'> {
  /** Untrusted markup. It runs only inside the sandbox and reaches the page only as actions. */
  html: string;
  /** Names the frame for assistive technology. */
  title: string;
  /** The tallest the frame grows to, in CSS pixels, before its content scrolls. */
  maxHeight?: number;
  /**
   * Where `cameo.dispatch(action, args)` from the frame goes. Inside a widget it defaults to
   * the widget's own `dispatch`, the same path as `WidgetProps.dispatch` and `handleAction`.
   */
  onDispatch?: (action: string, args: unknown) => void;
  /**
   * Images from the web: off by default (only inline `data:` and `blob:` images load), since an
   * image URL can carry what the markup knows to any host. `'https'` allows https images.
   */
  allowImages?: FrameImages;
  /**
   * Called with how many dispatches were just refused: made without a click or key press inside
   * the frame (each click or non-repeated key press allows one), or past the rate limit (a run
   * of 20, then 10 a second).
   */
  onActionsDropped?: (count: number) => void;
}

/**
 * Untrusted HTML in a sandboxed iframe: scripts run, but in an opaque origin (never
 * `allow-same-origin`), under a strict Content Security Policy, with no top navigation, popups,
 * forms, WebRTC or nested frames. The markup runs in a second sandboxed frame inside a wrapper
 * document (frameWrapper) whose `frame-src 'none'` refuses its self-navigations and meta
 * refreshes before any request, whatever the page's own policy says. Only messages carrying the frame's per-document secret are
 * heard, and a dispatch needs a click or key press inside the frame. It grows to its content's
 * height up to `maxHeight`. `data-state` is `loading` until the frame first reports its size,
 * then `ready` (`left` once the markup loaded a second document or tried a navigation the wrapper
 * refused; moving the iframe in the
 * DOM loads ours afresh, which is heard); `data-overflow` is present while it scrolls.
 * The sandbox attributes cannot be overridden by props.
 */
export const HtmlFrame = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLIFrameElement, HtmlFrameProps>(function HtmlFrame(
    { html, title, maxHeight = DEFAULT_MAX_HEIGHT, onDispatch, allowImages = false, onActionsDropped, style, onLoad, ...props },
    ref,
  ) {
    const frame = useRef<HTMLIFrameElement | null>(null);
    const instance = useContext(WidgetInstanceContext);
    const [height, setHeight] = useState<number | null>(null);
    const dispatch = onDispatch ?? (instance ? (action: string, args: unknown) => void instance.dispatch(action, args) : undefined);
    // A fresh secret with each document: messages from the one before, or from whatever the markup
    // navigated to, never carry it. The token and the srcdoc come from one memo, so they match.
    const { token, srcDoc } = useMemo(() => {
      const secret = frameToken();
      return { token: secret, srcDoc: frameWrapper(html, { token: secret, allowImages, title }) };
    }, [html, allowImages, title]);
    // The token already keeps a document that replaced ours from being heard; a second load also
    // shows it (data-state="left"). Counted per document: new markup reloads the srcdoc, and that
    // load is ours again. Remounting instead would loop with markup that always leaves.
    // Counted per window too: a page that moves the iframe in the DOM (a keyed reorder, a layout
    // change) gives it a new window, which loads the srcdoc afresh, with its bootstrap and the
    // secret. Only the markup's own navigations load a second document into the same window, and
    // the markup cannot give the element a new one, so this cannot loop.
    const loads = useRef<{ doc: string; view: Window | null; count: number }>({ doc: '', view: null, count: 0 });
    // Which document left, in which window: the wrapper's `cameo:left` (frameWrapper) can come
    // before that window's first load (a navigation refused while the markup is parsed), so only a
    // new window, not its first load, clears it.
    const [leftIn, setLeftIn] = useState<{ doc: string; view: Window | null } | null>(null);
    const left = leftIn?.doc === srcDoc;
    const trackLoads = (event: SyntheticEvent<HTMLIFrameElement>) => {
      const view = event.currentTarget.contentWindow;
      if (loads.current.doc !== srcDoc || loads.current.view !== view) {
        loads.current = { doc: srcDoc, view, count: 0 };
        setLeftIn((current) => (current !== null && current.view !== view ? null : current));
      }
      loads.current.count += 1;
      if (loads.current.count > 1) setLeftIn({ doc: srcDoc, view });
    };
    useFrameBridge(frame, {
      token,
      onDispatch: left ? undefined : dispatch,
      onResize: left ? undefined : setHeight,
      onDropped: onActionsDropped,
      onLeft: () => setLeftIn({ doc: srcDoc, view: frame.current?.contentWindow ?? null }),
    });

    const frameRef = useMemo(() => composeRefs(ref, frame), [ref]);
    const shown = height === null ? undefined : Math.min(height, maxHeight);
    return (
      <iframe
        data-state={left ? 'left' : height === null ? 'loading' : 'ready'}
        data-overflow={height !== null && height > maxHeight ? '' : undefined}
        {...props}
        onLoad={composeEventHandlers(onLoad, trackLoads)}
        style={shown === undefined ? style : { ...style, height: `${shown}px` }}
        ref={frameRef}
        title={title}
        // Scripts only. allow-same-origin would hand the markup our cookies, storage and DOM;
        // top navigation, popups and forms would let it leave the frame. None is granted.
        sandbox="allow-scripts"
        referrerPolicy="no-referrer"
        // CSP Embedded Enforcement (Chromium; React's types lack the attribute): a document
        // navigated into the frame must accept this same policy or it is not loaded at all. (The
        // request for it is still sent: see docs/security.md.)
        {...{ csp: framePolicy(allowImages) }}
        srcDoc={srcDoc}
      />
    );
  }),
  'Widget.HtmlFrame',
);
