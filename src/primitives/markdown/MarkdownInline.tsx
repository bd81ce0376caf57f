import type { MarkedToken, Token } from 'marked';
import type { ReactNode } from 'react';
import { safeHref } from '../../core/safeHref';
import { breakLongRuns } from './breakLongRuns';
import { decodeEntities } from './decodeEntities';
import { useLabels } from './useLabels';

export interface InlineOptions {
  /** Load remote images (`<img>`); otherwise they show as their alt text and a link. */
  allowImages: boolean;
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
      return known.tokens ? renderInline(known.tokens, options) : breakLongRuns(decodeEntities(known.text));
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
      return <Link href={known.href} title={known.title ?? undefined} autolink={Boolean(known.autolink)}>{renderInline(known.tokens, options)}</Link>;
    case 'image':
      return <Image src={known.href} alt={known.text} title={known.title ?? undefined} allow={options.allowImages} />;
    case 'checkbox':
      return <input type="checkbox" checked={known.checked} readOnly disabled data-part="task-checkbox" />;
    default:
      return breakLongRuns(token.raw);
  }
}

function hostOf(href: string): string {
  try {
    return new URL(href).host;
  } catch {
    return href;
  }
}

/**
 * A link that opens in a new tab and shows where it goes: the title attribute names the URL and,
 * unless the text is the URL itself, its host follows the text. An unsafe URL leaves the text.
 */
function Link({ href, title, autolink, children }: { href: string; title?: string; autolink: boolean; children: ReactNode }) {
  const url = safeHref(decodeEntities(href));
  if (!url) return <span data-part="link-unsafe">{children}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" title={title ?? url}>
      {children}
      {!autolink && <span data-part="link-host"> ({hostOf(url)})</span>}
    </a>
  );
}

/** Remote images leak the reader's IP, so unless allowed they show as a link to the image. */
function Image({ src, alt, title, allow }: { src: string; alt: string; title?: string; allow: boolean }) {
  const labels = useLabels();
  const url = safeHref(decodeEntities(src));
  const text = decodeEntities(alt);
  if (url && allow) return <img src={url} alt={text} title={title} loading="lazy" referrerPolicy="no-referrer" />;
  if (!url) return <span data-part="image-blocked">{labels.imageBlocked(text)}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" title={title ?? url} data-part="image-blocked">
      {labels.imageBlocked(text)}
      <span data-part="link-host"> ({hostOf(url)})</span>
    </a>
  );
}
