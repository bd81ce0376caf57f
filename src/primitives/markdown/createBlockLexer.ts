import type { Token } from 'marked';
import { lexMarkdown } from './lexMarkdown';
import { repairMarkdown, type CountWork } from './repairMarkdown';

// A link reference definition can change how links earlier in the message resolve, so a message
// that has one is lexed whole every time.
const DEFINITION = /^ {0,3}\[[^\]\n]+\]:/m;

const uncounted: CountWork = () => undefined;

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
    const tail = text.slice(stableText.length);
    if (wholeOnly || DEFINITION.test(tail)) {
      wholeOnly = true;
      stableText = '';
      stable = [];
      return lex(text, count);
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
    return [...stable, ...live.slice(promoted)];
  };
}

function lex(text: string, count: CountWork): Token[] {
  count('lex', text.length);
  return lexMarkdown(repairMarkdown(text, count));
}
