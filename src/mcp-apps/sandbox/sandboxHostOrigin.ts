/**
 * The host origin a sandbox proxy is configured with, checked: an app passing a URL with a path, or
 * a typo, would otherwise get a proxy that silently never talks to it. Throws a TypeError, since
 * this is the app's own configuration, not untrusted input.
 */
export function sandboxHostOrigin(value: string | undefined): string | null {
  if (value === undefined) return null;
  let origin = '';
  try {
    origin = new URL(value).origin;
  } catch {
    // Reported below with the value.
  }
  if (origin !== value || !/^https?:\/\//.test(origin)) {
    throw new TypeError(`hostOrigin must be an http(s) origin such as https://app.example.com, got ${JSON.stringify(value)}`);
  }
  return origin;
}
