import { buildViewCsp, type McpAppCsp } from './buildViewCsp';
import { sandboxHostOrigin } from './sandboxHostOrigin';

/**
 * The proxy document's policy when the request names no view CSP: the default (deny) view
 * policy. The proxy is served per view with that view's own policy (`sandboxViewUrl`): the
 * view's srcdoc frame inherits it, and, being the frame's parent, its `frame-src` is what
 * decides where the view's frame may navigate (a `location.href =` or a meta refresh in the
 * view). So nothing a view did not declare is reachable even by navigating itself.
 */
export const SANDBOX_PROXY_CSP = buildViewCsp();

/**
 * The response headers to serve the sandbox proxy page with: the policy of the view it is for
 * (`options.csp`, read from the request with `readSandboxViewCsp`; none: the default deny), plus
 * `frame-ancestors <hostOrigin>` when the host is known, so no other site can frame it; no
 * caching (each view's policy, and a new deploy's proxy, is picked up at once), no sniffing, no
 * referrer onward (the view's requests would otherwise tell third parties the proxy's URL), and
 * `Cross-Origin-Resource-Policy: cross-origin` so a host that isolates itself with COEP can still
 * frame it (such a host also needs the proxy to send its own `Cross-Origin-Embedder-Policy`, which
 * then applies to every view: add it yourself if you use COEP).
 */
export function sandboxProxyHeaders(options: { hostOrigin?: string; csp?: McpAppCsp } = {}): Record<string, string> {
  const hostOrigin = sandboxHostOrigin(options.hostOrigin);
  const policy = options.csp === undefined ? SANDBOX_PROXY_CSP : buildViewCsp(options.csp);
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': hostOrigin === null ? policy : `${policy}; frame-ancestors ${hostOrigin}`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
}

/** {@link sandboxProxyHeaders} for a proxy that pins to its first host (no `hostOrigin`), for a view with no CSP metadata. */
export const SANDBOX_PROXY_HEADERS: Readonly<Record<string, string>> = Object.freeze(sandboxProxyHeaders());
