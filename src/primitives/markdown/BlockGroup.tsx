import type { Token } from 'marked';
import { memo, type CSSProperties } from 'react';
import { MarkdownBlock } from './MarkdownBlock';
import type { InlineOptions } from './MarkdownInline';

/** How many top-level blocks one group draws; a message with fewer is drawn without groups. */
export const BLOCK_GROUP_SIZE = 64;

export interface BlockGroupProps {
  tokens: Token[];
  options: InlineOptions;
  /** Whether the browser may skip drawing it off screen: not the last group, which grows. */
  skippable: boolean;
}

/**
 * A run of top-level blocks in one element. A finished group gets the same token objects on every
 * render (the block lexer keeps them), so it is skipped by a comparison of BLOCK_GROUP_SIZE
 * references: a token into a message of 20,000 blocks reconciles a few hundred groups, not 20,000
 * blocks. Off screen, the browser skips its style and layout (content-visibility), keeping the
 * text in the page for find-in-page, selection and assistive technology.
 */
export const BlockGroup = memo(
  function BlockGroup({ tokens, options, skippable }: BlockGroupProps) {
    return (
      <div data-part="block-group" style={skippable ? offscreenSkipped : undefined}>
        {tokens.map((token, index) => (
          <MarkdownBlock key={index} token={token} options={options} />
        ))}
      </div>
    );
  },
  (before, after) => before.options === after.options && before.skippable === after.skippable && sameTokens(before.tokens, after.tokens),
);

// Inline, not in the stylesheet: it is what keeps a long message cheap, themed or not. The
// placeholder height is remembered once a group has been drawn (`auto`). The last group is never
// skipped: appended below the fold as a placeholder and then drawn at its real height, it moved
// the end of the transcript under a view that follows it.
const offscreenSkipped: CSSProperties = { contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 1500px' };

function sameTokens(before: Token[], after: Token[]): boolean {
  if (before.length !== after.length) return false;
  for (let i = 0; i < before.length; i += 1) if (before[i] !== after[i]) return false;
  return true;
}
