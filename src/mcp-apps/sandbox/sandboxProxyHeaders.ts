import { sandboxHostOrigin } from './sandboxHostOrigin';

/**
 * The proxy document's own policy. The view's frame is `srcdoc`, so it inherits this policy AND
 * gets its own from buildViewCsp: a request must pass both. So this one is the ceiling every view
 * policy fits under (inline script and style for the proxy and for single-file views, any web
 * origin a resource may declare), while denying what no view may have: plugins, form posts,
 * non-web schemes. What one view may reach is decided by its own policy.
 */
export const SANDBOX_PROXY_CSP = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-inline' https: http:",
  "style-src 'self' 'unsafe-inline' https: http:",
  "img-src 'self' data: https: http:",
  "font-src 'self' https: http:",
  "media-src 'self' data: https: http:",
  'connect-src https: http: wss: ws:',
  'frame-src https: http:',
  "base-uri 'self' https: http:",
  "object-src 'none'",
  "form-action 'none'",
].join('; ');

/**
 * The response headers to serve the sandbox proxy page with: its policy (plus
 * `frame-ancestors <hostOrigin>` when the host is known, so no other site can frame it), no
 * caching (a new deploy's proxy is picked up at once), no sniffing, no referrer onward (the view's
 * requests would otherwise tell third parties the proxy's URL), and `Cross-Origin-Resource-Policy:
 * cross-origin` so a host that isolates itself with COEP can still frame it (such a host also needs
 * the proxy to send its own `Cross-Origin-Embedder-Policy`, which then applies to every view:
 * add it yourself if you use COEP).
 */
export function sandboxProxyHeaders(options: { hostOrigin?: string } = {}): Record<string, string> {
  const hostOrigin = sandboxHostOrigin(options.hostOrigin);
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': hostOrigin === null ? SANDBOX_PROXY_CSP : `${SANDBOX_PROXY_CSP}; frame-ancestors ${hostOrigin}`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
}

/** {@link sandboxProxyHeaders} for a proxy that pins to its first host (no `hostOrigin`). */
export const SANDBOX_PROXY_HEADERS: Readonly<Record<string, string>> = Object.freeze(sandboxProxyHeaders());
