import type { Token } from 'marked';
import { forwardRef, useMemo, useRef, type HTMLAttributes } from 'react';
import { BLOCK_GROUP_SIZE, BlockGroup } from './BlockGroup';
import { createBlockLexer } from './createBlockLexer';
import { MarkdownBlock } from './MarkdownBlock';
import type { InlineOptions } from './MarkdownInline';
import { useRevealedText } from './useRevealedText';

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
 * Re-rendered with a longer `text`, it lexes only the blocks that can still change, and draws
 * only those again: a long message's blocks are drawn in groups (BlockGroup) that a token skips.
 * A long message that arrives whole (a saved one) is drawn a step per frame (useRevealedText);
 * until it is all drawn the root has `data-revealing` and `aria-busy`.
 */
export const Markdown = forwardRef<HTMLDivElement, MarkdownProps>(function Markdown(
  { text, allowImages = false, ...props },
  ref,
) {
  const lexer = useRef<ReturnType<typeof createBlockLexer> | null>(null);
  lexer.current ??= createBlockLexer();
  const lex = lexer.current;
  const { shown, revealing } = useRevealedText(text);
  // Spaces and link definitions draw nothing: left out, they cost no component each.
  const tokens = useMemo(() => lex(shown).filter(drawn), [lex, shown]);
  const options = useMemo<InlineOptions>(() => ({ allowImages }), [allowImages]);
  return (
    <div data-markdown="" data-revealing={revealing ? '' : undefined} aria-busy={revealing || undefined} {...props} ref={ref}>
      {tokens.length <= BLOCK_GROUP_SIZE
        ? tokens.map((token, index) => <MarkdownBlock key={index} token={token} options={options} />)
        : groups(tokens).map((group, index, all) => (
            <BlockGroup key={index} tokens={group} options={options} skippable={index < all.length - 1} />
          ))}
    </div>
  );
});

const drawn = (token: Token) => token.type !== 'space' && token.type !== 'def';

function groups(tokens: Token[]): Token[][] {
  const out: Token[][] = [];
  for (let at = 0; at < tokens.length; at += BLOCK_GROUP_SIZE) out.push(tokens.slice(at, at + BLOCK_GROUP_SIZE));
  return out;
}
Markdown.displayName = 'Markdown.Root';
