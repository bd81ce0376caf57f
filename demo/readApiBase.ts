/** Where the demo's widget server is when the page does not say: the Vite plugin's `/api`. */
export const DEFAULT_API_BASE = '/api';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The widget server base URL from `?api=http://127.0.0.1:8787/api`, so two pages can talk to two
 * instances of a multi-instance deployment. A query string is anyone's to write, and the page
 * acts on what that server sends, so only a plain http(s) URL on this machine's loopback is
 * taken (parsed as a URL, never evaluated); anything else falls back to `/api` with a warning.
 */
export function readApiBase(search: string): string {
  const requested = new URLSearchParams(search).get('api');
  if (requested === null) return DEFAULT_API_BASE;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return refuse(requested, 'it is not an absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refuse(requested, 'only http(s) is allowed');
  if (!LOOPBACK_HOSTS.has(url.hostname)) return refuse(requested, 'only loopback hosts are allowed');
  if (url.username || url.password || url.search || url.hash) {
    return refuse(requested, 'credentials, a query or a fragment have no place in a base URL');
  }
  return url.href.replace(/\/+$/, '');
}

function refuse(requested: string, reason: string): string {
  console.warn(`Ignoring ?api=${JSON.stringify(requested)}: ${reason}. Using ${DEFAULT_API_BASE}.`);
  return DEFAULT_API_BASE;
}
