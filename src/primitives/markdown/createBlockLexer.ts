import type { Token, Tokens } from 'marked';
import { lexMarkdown } from './lexMarkdown';
import { repairMarkdown, type CountWork } from './repairMarkdown';

// A link reference definition can change how links earlier in the message resolve, so a message
// that has one is lexed whole every time.
const DEFINITION = /^ {0,3}\[[^\]\n]+\]:/m;

const uncounted: CountWork = () => undefined;

/**
 * A paragraph past twice this many characters, at the start of what is lexed again, is cut: its
 * first PIECE_CHARS or so become a finished block (a piece) and only the rest is lexed again per
 * token. Without it a token into a 100 KB paragraph (`*a` × 50,000) re-lexed all of it. A cut falls before a letter
 * (or `[`) after a space where there is one, so the rest still reads as the same paragraph; an
 * emphasis or link spanning a cut draws as its text, as past the nesting cap.
 */
export const PIECE_CHARS = 2_048;

/** A paragraph token that is one piece of a longer paragraph, or the part after the last piece. */
export type ParagraphPiece = Tokens.Paragraph & { piece?: 'cut' | 'rest' };

/**
 * A lexer for one message that is re-fed its growing text. Top-level blocks that can no longer
 * change are kept (with the same token objects, so their rendering is memoized) and only the
 * tail from the first block that may still change is lexed again, after `repairMarkdown` closes
 * what the stream left open. The cost per token is the size of the last blocks, not the message,
 * and lexing a message once costs its length: `count` (for tests) is told what each pass reads.
 */
export function createBlockLexer(count: CountWork = uncounted): (text: string) => Token[] {
  let stableText = '';
  let stable: Token[] = [];
  let wholeOnly = false;
  return (text) => {
    if (!text.startsWith(stableText)) {
      stableText = '';
      stable = [];
      wholeOnly = false;
    }
    let tail = text.slice(stableText.length);
    if (wholeOnly || DEFINITION.test(tail)) {
      wholeOnly = true;
      stableText = '';
      stable = [];
      return lex(text, count);
    }
    // A long paragraph is cut before the tail is lexed, so a saved message's is lexed once too.
    for (let cut = findCut(tail); cut > 0 && tail.length - cut > PIECE_CHARS; cut = findCut(tail)) {
      const piece = cutPiece(tail.slice(0, cut), count);
      if (!piece) break;
      stable.push(piece);
      stableText += tail.slice(0, cut);
      tail = tail.slice(cut);
    }
    const live = lex(tail, count);
    // Keep the last two blocks live: the last is still growing, and the one before can still
    // be joined by it (a paragraph turning into a setext heading, a list continuing after a
    // blank line). Lists and quotes stay live until a block that is not a space follows them.
    let lastSolid = -1;
    for (let i = 0; i < live.length - 1; i += 1) if ((live[i] as Token).type !== 'space') lastSolid = i;
    let promoted = 0;
    let offset = 0;
    for (let i = 0; i < live.length - 2; i += 1) {
      const token = live[i] as Token;
      if ((token.type === 'list' || token.type === 'blockquote') && lastSolid <= i) break;
      // Compared in place: building the prefix so far each time made one lex quadratic.
      count('promote', token.raw.length);
      if (!tail.startsWith(token.raw, offset)) break;
      offset += token.raw.length;
      promoted = i + 1;
    }
    if (promoted > 0) {
      // Appended in place: copying `stable` each time would cost the message per token.
      for (let i = 0; i < promoted; i += 1) stable.push(live[i] as Token);
      stableText += tail.slice(0, offset);
    }
    const rest = live.slice(promoted);
    const after = stable.at(-1) as ParagraphPiece | undefined;
    if (after?.piece && rest[0]?.type === 'paragraph') (rest[0] as ParagraphPiece).piece = 'rest';
    return [...stable, ...rest];
  };
}

const CUT_BEFORE = /[\p{L}[]/u;

/**
 * Where to cut a long paragraph: before the first letter (or `[`) after a space at or past
 * PIECE_CHARS, else before the first letter past twice that; 0 for nowhere (within four times). It depends only on the
 * text up to the cut, so a cut made once stays where it is as the paragraph grows.
 */
function findCut(text: string): number {
  if (text.length <= 2 * PIECE_CHARS) return 0;
  // Bounded, so looking for a cut reads at most 4 × PIECE_CHARS per token.
  const end = Math.min(text.length, 4 * PIECE_CHARS);
  for (let i = PIECE_CHARS; i < end; i += 1) {
    if (!CUT_BEFORE.test(text[i] as string) || text[i - 1] === '\\') continue;
    if (text[i - 1] === ' ') return i;
    if (i >= 2 * PIECE_CHARS) return i;
  }
  return 0;
}

/**
 * A finished piece lexed on its own, without repair (what it leaves open at the cut is text), or
 * null when it is not one paragraph: the cut fell past the tail's first block, or in a fence, a
 * list or a quote, which are never cut.
 */
function cutPiece(text: string, count: CountWork): ParagraphPiece | null {
  count('piece', text.length);
  const tokens = lexMarkdown(text);
  const [only] = tokens;
  if (tokens.length !== 1 || only?.type !== 'paragraph') return null;
  return Object.assign(only as Tokens.Paragraph, { piece: 'cut' as const });
}

function lex(text: string, count: CountWork): Token[] {
  count('lex', text.length);
  return lexMarkdown(repairMarkdown(text, count));
}
