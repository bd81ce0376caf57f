/**
 * The document an HTML widget's iframe loads: a wrapper holding the widget's own document
 * (frameDocument) in a second sandboxed frame. A frame's navigations are checked against the
 * policy of the document that holds it, not its own; held by the app's page, the markup's
 * `location.href = …` or meta refresh would go wherever the page's `frame-src` lets it (by
 * default anywhere, one GET carrying whatever the URL says). Held by this wrapper, whose policy
 * is the frame's own (`default-src 'none'`, so `frame-src 'none'`), it goes nowhere: the
 * request is never sent. This is the MCP Apps sandbox proxy's mechanism (the view's frame is
 * held by a document whose per-view `frame-src` decides), without a second origin to serve.
 *
 * The wrapper relays what its one inner frame posts to the page, and nothing once that frame
 * has loaded a second document or tried a navigation its policy refused; then it says so
 * (`cameo:left`). The markup cannot reach the
 * wrapper: the inner frame's opaque origin differs from the wrapper's, and a sandboxed frame may
 * navigate neither its parent nor the top.
 */
import { frameDocument, framePolicy, type FrameDocumentOptions } from './frameDocument';

function attribute(value: string): string {
  // A double-quoted attribute value ends only at a quote; & is escaped so that the text reads back as given.
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}

function relay(token: string): string {
  return `(function () {
  var token = '${token}';
  var script = document.currentScript;
  if (script) script.remove();
  var inner = document.querySelector('iframe');
  var target = window.parent;
  var loads = 0;
  var gone = false;
  var leave = function () {
    if (gone) return;
    gone = true;
    target.postMessage({ type: 'cameo:left', token: token }, '*');
  };
  // A second load is another document (a reload, a data: or blob: URL, an error page).
  inner.addEventListener('load', function () {
    loads += 1;
    if (loads > 1) leave();
  });
  // A navigation this document's frame-src refused: made while the markup was still parsing, it
  // replaces the markup's document with an error page before that document's first load.
  document.addEventListener('securitypolicyviolation', function (event) {
    if (event.effectiveDirective === 'frame-src') leave();
  });
  window.addEventListener('message', function (event) {
    if (gone || event.source === null || event.source !== inner.contentWindow) return;
    target.postMessage(event.data, '*');
  });
})();`;
}

export interface FrameWrapperOptions extends FrameDocumentOptions {
  /** The inner frame's title, the same as the outer one's, for assistive technology. */
  title: string;
}

/** The outer frame's srcdoc: the frame's policy, the inner frame with the widget's document, the relay. */
export function frameWrapper(html: string, { token, allowImages = false, title }: FrameWrapperOptions): string {
  const policy = framePolicy(allowImages);
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="${policy}">` +
    '<meta name="referrer" content="no-referrer">' +
    '<style>html, body { margin: 0; height: 100%; overflow: hidden; } iframe { display: block; border: 0; width: 100%; height: 100%; }</style>' +
    `</head><body><iframe sandbox="allow-scripts" referrerpolicy="no-referrer" csp="${policy}" title="${attribute(title)}"` +
    ` srcdoc="${attribute(frameDocument(html, { token, allowImages }))}"></iframe>` +
    `<script>${relay(token)}</script></body></html>`
  );
}
