import type { McpAppCsp } from './buildViewCsp';

/** The query parameter of the proxy URL that carries a view's `_meta.ui.csp`, as JSON. */
export const SANDBOX_CSP_PARAM = 'csp';

/**
 * The URL of the sandbox proxy for one view: `sandboxUrl` with the resource's `_meta.ui.csp` as
 * JSON in `?csp=` (the reference host's mechanism). The proxy serves its page with that view's
 * own policy as a header, so the frame holding the view may navigate only to the view's declared
 * `frameDomains`, and no script in the view can loosen it. No `csp`: the default (deny) policy.
 */
export function sandboxViewUrl(sandboxUrl: string, csp: McpAppCsp | undefined): string {
  if (csp === undefined) return sandboxUrl;
  const hash = sandboxUrl.indexOf('#');
  const base = hash === -1 ? sandboxUrl : sandboxUrl.slice(0, hash);
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}${SANDBOX_CSP_PARAM}=${encodeURIComponent(JSON.stringify(csp))}${hash === -1 ? '' : sandboxUrl.slice(hash)}`;
}

/**
 * The view's CSP metadata a proxy request asks for (`?csp=` of {@link sandboxViewUrl}), or
 * `undefined` (the default policy) when there is none or it is not a JSON object. Never throws:
 * the entries are untrusted and only what `buildViewCsp` accepts gets into a policy.
 */
export function readSandboxViewCsp(requestUrl: string | undefined): McpAppCsp | undefined {
  if (requestUrl === undefined) return undefined;
  let value: string | null;
  try {
    value = new URL(requestUrl, 'http://proxy.invalid').searchParams.get(SANDBOX_CSP_PARAM);
  } catch {
    return undefined;
  }
  if (value === null || value.length > 16_384) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as McpAppCsp) : undefined;
  } catch {
    return undefined;
  }
}
