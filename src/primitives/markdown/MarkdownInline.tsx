import type { MarkedToken, Token } from 'marked';
import type { ReactNode } from 'react';
import { safeHref } from '../../core';
import { breakLongRuns } from './breakLongRuns';
import { neutralizeBidi } from './neutralizeBidi';
import { decodeEntities } from './decodeEntities';
import { useLabels } from './useLabels';

export interface InlineOptions {
  /** Load remote images (`<img>`); otherwise they show as their alt text and a link. */
  allowImages: boolean;
  /** Inside a link's text: nothing in it may be a link of its own (no `<a>` in `<a>`). */
  inLink?: boolean;
}

/** Inline tokens as React elements. Raw HTML shows as its text; URLs pass through `safeHref`. */
export function renderInline(tokens: Token[] | undefined, options: InlineOptions): ReactNode[] {
  return (tokens ?? []).map((token, index) => <Inline key={index} token={token} options={options} />);
}

function Inline({ token, options }: { token: Token; options: InlineOptions }): ReactNode {
  // Tokens from marked extensions (type: string) are not in the union: drawn as their source.
  const known = token as MarkedToken;
  switch (known.type) {
    case 'text':
      if (known.tokens) return renderInline(known.tokens, options);
      // A link's text must not reorder what follows it (its host label): no bidi controls.
      return breakLongRuns(options.inLink ? neutralizeBidi(decodeEntities(known.text)) : decodeEntities(known.text));
    case 'escape':
      return known.text;
    case 'html':
      return breakLongRuns(known.text);
    case 'strong':
      return <strong>{renderInline(known.tokens, options)}</strong>;
    case 'em':
      return <em>{renderInline(known.tokens, options)}</em>;
    case 'del':
      return <del>{renderInline(known.tokens, options)}</del>;
    case 'codespan':
      return <code>{breakLongRuns(known.text)}</code>;
    case 'br':
      return <br />;
    case 'link':
      if (options.inLink) return <span>{renderInline(known.tokens, options)}</span>;
      return (
        <Link href={known.href} title={known.title ?? undefined} autolink={Boolean(known.autolink)}>
          {renderInline(known.tokens, { ...options, inLink: true })}
        </Link>
      );
    case 'image':
      return <Image src={known.href} alt={known.text} title={known.title ?? undefined} allow={options.allowImages} inLink={Boolean(options.inLink)} />;
    case 'checkbox':
      return <input type="checkbox" checked={known.checked} readOnly disabled data-part="task-checkbox" />;
    default:
      return breakLongRuns(token.raw);
  }
}

/**
 * The host a link really goes to, as the browser will resolve it: from `new URL`, so a userinfo
 * (`bank.example@`) is never taken for it, and in its ASCII form, so a look-alike made of other
 * scripts shows as the `xn--` name it is. Null when the URL has none.
 */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

function hasUserinfo(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.username !== '' || parsed.password !== '';
  } catch {
    return false;
  }
}

/**
 * The host label after a link's text, isolated (`<bdi>`, left to right) so nothing in the text
 * before it (an unclosed right-to-left override, right-to-left words) can reorder it.
 */
function HostLabel({ host }: { host: string }) {
  return (
    <span data-part="link-host">
      {' ('}
      <bdi dir="ltr">{host}</bdi>
      {')'}
    </span>
  );
}

/**
 * A link that opens in a new tab and shows where it goes: the title attribute names the URL and,
 * unless the text is the URL itself, its real host follows the text. An autolink whose URL has a
 * userinfo (`https://bank.example@evil.example/`) reads as another host, so it shows the host
 * too. The text is isolated from the label, with bidi controls taken out (see `neutralizeBidi`).
 * An unsafe URL leaves the text.
 */
function Link({ href, title, autolink, children }: { href: string; title?: string; autolink: boolean; children: ReactNode }) {
  const url = safeHref(decodeEntities(href));
  if (!url) return <span data-part="link-unsafe">{children}</span>;
  const host = hostOf(url);
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" title={neutralizeBidi(title ?? url)}>
      <bdi>{children}</bdi>
      {host && (!autolink || hasUserinfo(url)) && <HostLabel host={host} />}
    </a>
  );
}

/**
 * Remote images leak the reader's IP, so unless allowed they show as a link to the image; inside
 * a link's text, as text (the link around it is the one to follow).
 */
function Image({ src, alt, title, allow, inLink }: { src: string; alt: string; title?: string; allow: boolean; inLink: boolean }) {
  const labels = useLabels();
  const url = safeHref(decodeEntities(src));
  const text = neutralizeBidi(decodeEntities(alt));
  if (url && allow) return <img src={url} alt={text} title={title && neutralizeBidi(title)} loading="lazy" referrerPolicy="no-referrer" />;
  if (!url || inLink) return <span data-part="image-blocked">{labels.imageBlocked(text)}</span>;
  const host = hostOf(url);
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" title={neutralizeBidi(title ?? url)} data-part="image-blocked">
      <bdi>{labels.imageBlocked(text)}</bdi>
      {host && <HostLabel host={host} />}
    </a>
  );
}
