import type { Token } from 'marked';
import { BlockGroup } from './BlockGroup';
import { BLOCK_GROUP_SIZE, blockGroups } from './blockGroups';
import { MarkdownBlock } from './MarkdownBlock';
import type { InlineOptions } from './MarkdownInline';

export interface MarkdownBlocksProps {
  tokens: Token[];
  options: InlineOptions;
}

/** A message's top-level blocks; a long message's in groups (BlockGroup) that a token skips. */
export function MarkdownBlocks({ tokens, options }: MarkdownBlocksProps) {
  return tokens.length <= BLOCK_GROUP_SIZE
    ? tokens.map((token, index) => <MarkdownBlock key={index} token={token} options={options} />)
    : blockGroups(tokens).map((group, index, all) => (
        <BlockGroup key={index} tokens={group} options={options} skippable={index < all.length - 1} />
      ));
}
