import { safeHref } from 'cameo-ui/core';

/** A link from widget data: inert unless it is an absolute http(s) URL. */
export function SourceLink({ url, children }: { url: unknown; children: string }) {
  return <a href={safeHref(url)} rel="noreferrer" target="_blank">{children}</a>;
}
