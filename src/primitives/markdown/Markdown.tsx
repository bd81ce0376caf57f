import { forwardRef, useMemo, useRef, type HTMLAttributes } from 'react';
import { createBlockLexer } from './createBlockLexer';
import { MarkdownBlock } from './MarkdownBlock';
import type { InlineOptions } from './MarkdownInline';

export interface MarkdownProps extends HTMLAttributes<HTMLDivElement> {
  /** The markdown source; may be half-written while it streams. */
  text: string;
  /** Load remote images. Off by default: an image shows as its alt text and a link. */
  allowImages?: boolean;
}

/**
 * GitHub-flavoured markdown as React elements: headings, emphasis, lists and task lists, tables,
 * quotes, code (highlighted once the highlighter chunk loads, with a Copy button) and links that
 * open in a new tab through `safeHref`. Raw HTML is never rendered: it shows as text.
 *
 * Re-rendered with a longer `text`, it lexes only the blocks that can still change.
 */
export const Markdown = forwardRef<HTMLDivElement, MarkdownProps>(function Markdown(
  { text, allowImages = false, ...props },
  ref,
) {
  const lexer = useRef<ReturnType<typeof createBlockLexer> | null>(null);
  lexer.current ??= createBlockLexer();
  const lex = lexer.current;
  const tokens = useMemo(() => lex(text), [lex, text]);
  const options = useMemo<InlineOptions>(() => ({ allowImages }), [allowImages]);
  return (
    <div data-markdown="" {...props} ref={ref}>
      {tokens.map((token, index) => (
        <MarkdownBlock key={index} token={token} options={options} />
      ))}
    </div>
  );
});
