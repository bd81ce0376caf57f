import { forwardRef, memo, useMemo, type HTMLAttributes } from 'react';
import { useLazyChunk } from '../lazyChunk';
import { BLOCK_GROUP_SIZE, blockGroups, offscreenSkipped } from './blockGroups';
import { breakLongRuns } from './breakLongRuns';
import { markdownParser } from './loadMarkdownParser';
import type { InlineOptions } from './MarkdownInline';
import { isPlainText, plainBlocks } from './plainBlocks';
import { useRevealedText } from './useRevealedText';
import { withDisplayName } from '../withDisplayName';

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
 *
 * The parser (marked) and the block renderers are a chunk of their own, loaded with the first
 * message that has markdown syntax: text without any is drawn as the same paragraphs (the same
 * elements, grouped the same way) without them. Until the chunk has loaded, and on the server, a
 * message with syntax shows as its text in paragraphs, and is then redrawn.
 */
export const Markdown = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLDivElement, MarkdownProps>(function Markdown(
    { text, allowImages = false, ...props },
    ref,
  ) {
    const { shown, revealing } = useRevealedText(text);
    // Tested only while the parser is not loaded: once it is, every message uses it.
    const parser = useLazyChunk(markdownParser, markdownParser.loaded() === null && !isPlainText(shown));
    // One lexer per message, from when the parser is there (it keeps the blocks it has lexed).
    const lex = useMemo(() => parser?.createBlockLexer() ?? null, [parser]);
    // Spaces and link definitions draw nothing: left out, they cost no component each.
    const tokens = useMemo(() => (lex ? lex(shown).filter((token) => token.type !== 'space' && token.type !== 'def') : null), [lex, shown]);
    const paragraphs = useMemo(() => (tokens ? null : plainBlocks(shown)), [tokens, shown]);
    const options = useMemo<InlineOptions>(() => ({ allowImages }), [allowImages]);
    return (
      <div data-markdown="" data-revealing={revealing ? '' : undefined} aria-busy={revealing || undefined} {...props} ref={ref}>
        {parser && tokens ? <parser.MarkdownBlocks tokens={tokens} options={options} /> : <PlainBlocks paragraphs={paragraphs ?? []} />}
      </div>
    );
  }),
  'Markdown.Root',
);

/** Paragraphs of text as MarkdownBlocks draws them from marked's tokens: the same elements. */
function PlainBlocks({ paragraphs }: { paragraphs: string[] }) {
  return paragraphs.length <= BLOCK_GROUP_SIZE
    ? paragraphs.map((paragraph, index) => <PlainParagraph key={index} text={paragraph} />)
    : blockGroups(paragraphs).map((group, index, all) => <PlainGroup key={index} paragraphs={group} skippable={index < all.length - 1} />);
}

const PlainParagraph = memo(function PlainParagraph({ text }: { text: string }) {
  return <p>{breakLongRuns(text)}</p>;
});

const PlainGroup = memo(
  function PlainGroup({ paragraphs, skippable }: { paragraphs: string[]; skippable: boolean }) {
    return (
      <div data-part="block-group" style={skippable ? offscreenSkipped : undefined}>
        {paragraphs.map((paragraph, index) => (
          <PlainParagraph key={index} text={paragraph} />
        ))}
      </div>
    );
  },
  (before, after) =>
    before.skippable === after.skippable &&
    before.paragraphs.length === after.paragraphs.length &&
    before.paragraphs.every((paragraph, index) => paragraph === after.paragraphs[index]),
);
