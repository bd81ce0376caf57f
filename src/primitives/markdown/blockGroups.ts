import type { CSSProperties } from 'react';

/** How many top-level blocks one group draws; a message with fewer is drawn without groups. */
export const BLOCK_GROUP_SIZE = 64;

// Inline, not in the stylesheet: it is what keeps a long message cheap, themed or not. The
// placeholder height is remembered once a group has been drawn (`auto`). The last group is never
// skipped: appended below the fold as a placeholder and then drawn at its real height, it moved
// the end of the transcript under a view that follows it.
export const offscreenSkipped: CSSProperties = { contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 1500px' };

/** `blocks` in runs of BLOCK_GROUP_SIZE. */
export function blockGroups<T>(blocks: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < blocks.length; at += BLOCK_GROUP_SIZE) out.push(blocks.slice(at, at + BLOCK_GROUP_SIZE));
  return out;
}
