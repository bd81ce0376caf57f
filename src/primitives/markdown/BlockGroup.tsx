import type { Token } from 'marked';
import { memo } from 'react';
import { offscreenSkipped } from './blockGroups';
import { MarkdownBlock } from './MarkdownBlock';
import type { InlineOptions } from './MarkdownInline';

export { BLOCK_GROUP_SIZE } from './blockGroups';

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

function sameTokens(before: Token[], after: Token[]): boolean {
  if (before.length !== after.length) return false;
  for (let i = 0; i < before.length; i += 1) if (before[i] !== after[i]) return false;
  return true;
}
