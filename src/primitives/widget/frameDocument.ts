/**
 * The document an HTML widget's sandboxed iframe loads through `srcdoc`: a Content Security
 * Policy, the bridge bootstrap, then the untrusted markup as the body.
 */

// Each source is the least the markup of a widget needs; everything else falls to 'none'.
export const framePolicy = [
  // No fetch/XHR/WebSocket, frames, workers, objects, media or fonts from anywhere: the widget
  // reaches its backend only through `cameo.dispatch`, which the host's action path handles.
  "default-src 'none'",
  // Widget markup ships its own inline scripts and handlers, and the bootstrap below is inline.
  // No remote script: nothing the markup did not carry can run, even inside the sandbox.
  "script-src 'unsafe-inline'",
  // Flattened HTML inlines its styles; no remote stylesheets.
  "style-src 'unsafe-inline'",
  // Charts and avatars: inline data: images and images from the web. This lets the markup make
  // GET requests to any https host, so it can beacon what it knows; it knows only its own data
  // and what its actions return, which is why the bridge sends it nothing else.
  'img-src data: https:',
  // These do not fall back to default-src. No <base> to redirect relative URLs, no form posts
  // (the sandbox already blocks forms without allow-forms; this says so twice).
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * safeHref (src/core/safeHref.ts) for the frame, which cannot import: the same rule, so a link
 * is inert inside the frame exactly when it would be outside. A unit test keeps them in step.
 */
export const frameSafeHrefSource = `function (url) {
  if (typeof url !== 'string') return undefined;
  var parsed;
  try { parsed = new URL(url); } catch (error) { return undefined; }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
}`;

/**
 * Runs in the frame before the markup. It posts to `parent` with '*' because the frame cannot
 * name the parent's origin (its own is opaque and it is given none); what it posts is only what
 * the markup could post itself. The host never posts back, so no message ever targets the frame.
 */
const bootstrap = `(function () {
  var safeHref = ${frameSafeHrefSource};
  var post = function (message) { parent.postMessage(message, '*'); };
  var last = -1;
  // The document's own box, or the bottom of the body's content when the markup pins html and
  // body to the viewport (height: 100%), which would otherwise report the frame's own height.
  var measure = function () {
    var height = document.documentElement.getBoundingClientRect().height;
    var body = document.body;
    if (body) {
      var margin = parseFloat(getComputedStyle(body).marginBottom) || 0;
      for (var child = body.firstElementChild; child; child = child.nextElementSibling) {
        height = Math.max(height, child.getBoundingClientRect().bottom + window.scrollY + margin);
      }
    }
    return Math.ceil(height);
  };
  var report = function () {
    var height = measure();
    if (height !== last) { last = height; post({ type: 'cameo:resize', height: height }); }
  };
  var observer = new ResizeObserver(report);
  observer.observe(document.documentElement);
  document.addEventListener('DOMContentLoaded', function () {
    observer.observe(document.body);
    for (var child = document.body.firstElementChild; child; child = child.nextElementSibling) observer.observe(child);
    report();
  });
  window.cameo = Object.freeze({
    dispatch: function (action, args) {
      // Through JSON, so what reaches the host is what a backend could have sent: no Dates,
      // Maps or Blobs that the structured clone would carry and a handler would not expect.
      var json = JSON.stringify(args === undefined ? null : args);
      post({ type: 'cameo:dispatch', action: String(action), args: json === undefined ? null : JSON.parse(json) });
    }
  });
  // No link navigates the frame: a page loaded in its place would run without this document's
  // policy and post as this frame. The frame's only way out is cameo.dispatch. (safeHref stays
  // here so widget scripts can check a URL before dispatching it.)
  window.cameoSafeHref = safeHref;
  document.addEventListener('click', function (event) {
    var link = event.target && event.target.closest ? event.target.closest('a, area') : null;
    if (link) event.preventDefault();
  }, true);
})();`;

/** The whole srcdoc. The policy comes first, so it governs everything after it. */
export function frameDocument(html: string): string {
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="${framePolicy}">` +
    '<meta name="referrer" content="no-referrer">' +
    `<script>${bootstrap}</script>` +
    `</head><body>${html}</body></html>`
  );
}
