import { Lexer, type MarkedOptions, type Token } from 'marked';
import { repairMarkdown } from './repairMarkdown';

// GFM on (tables, task lists, strikethrough, autolinks). HTML is never passed through: the
// renderer draws `html` tokens as text, so this lexer needs no sanitizing option.
const OPTIONS: MarkedOptions = { gfm: true, breaks: false, async: false };

// A link reference definition can change how links earlier in the message resolve, so a message
// that has one is lexed whole every time.
const DEFINITION = /^ {0,3}\[[^\]\n]+\]:/m;

/**
 * A lexer for one message that is re-fed its growing text. Top-level blocks that can no longer
 * change are kept (with the same token objects, so their rendering is memoized) and only the
 * tail from the first block that may still change is lexed again, after `repairMarkdown` closes
 * what the stream left open. The cost per token is the size of the last blocks, not the message.
 */
export function createBlockLexer(): (text: string) => Token[] {
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
      return lex(text);
    }
    const live = lex(tail);
    // Keep the last two blocks live: the last is still growing, and the one before can still
    // be joined by it (a paragraph turning into a setext heading, a list continuing after a
    // blank line). Lists and quotes stay live until a block that is not a space follows them.
    let promoted = 0;
    let raw = '';
    for (let i = 0; i < live.length - 2; i += 1) {
      const token = live[i] as Token;
      if ((token.type === 'list' || token.type === 'blockquote') && !live.slice(i + 1, -1).some((next) => next.type !== 'space')) break;
      if (!tail.startsWith(raw + token.raw)) break;
      raw += token.raw;
      promoted = i + 1;
    }
    if (promoted > 0) {
      stable = [...stable, ...live.slice(0, promoted)];
      stableText += raw;
    }
    return [...stable, ...live.slice(promoted)];
  };
}

function lex(text: string): Token[] {
  try {
    return Lexer.lex(repairMarkdown(text), OPTIONS);
  } catch {
    // The lexer should never throw; if it does, the text still shows, as one paragraph of text.
    return [{ type: 'paragraph', raw: text, text, tokens: [{ type: 'text', raw: text, text }] }];
  }
}
