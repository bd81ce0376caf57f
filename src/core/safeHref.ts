/**
 * The URL itself when it is an absolute http(s) URL, otherwise undefined, so a link built from
 * untrusted data is inert unless it goes to the web: `javascript:`, `data:`, `vbscript:`,
 * `blob:`, `file:` and relative or malformed URLs all come back undefined. Use the result as
 * `href={safeHref(url)}`; an `<a>` without an href is not a link at all.
 *
 * Relative URLs are refused because data from a backend has no base the kit could trust: the
 * same string points at different places depending on the page that renders it.
 */
export function safeHref(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  let parsed: URL;
  try {
    // The WHATWG parser strips the tabs, newlines and control characters that browsers ignore
    // (`java\tscript:`), so the scheme read here is the one a browser would follow.
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
}
