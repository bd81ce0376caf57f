import { Lexer, Tokenizer, type MarkedOptions, type Token } from 'marked';

/**
 * How deep blocks (quotes and lists, together) and inline spans (emphasis, strikethrough, links,
 * together) may nest. Past it the markers are drawn as the text they are. Without a cap a 3 KB
 * message of `>` or `- ` overflows the stack in the lexer or in React, or builds a DOM so deep
 * that Chromium's layout takes the renderer down. 32 is far past anything written by hand.
 */
export const MAX_NESTING = 32;

// GFM on (tables, task lists, strikethrough, autolinks). HTML is never passed through: the
// renderer draws `html` tokens as text, so this lexer needs no sanitizing option.
const OPTIONS: MarkedOptions = { gfm: true, breaks: false, async: false };

// marked's inline text rule looks ahead for an email address with an unbounded run of the
// characters a local part may hold (`*` and `a` among them), once per text token: `*a` × 50k
// scanned to the end of the paragraph 50k times. A local part is at most 64 characters
// (RFC 5321), so the look-ahead stops there and the rule is linear.
const EMAIL_LOOKAHEAD = "[a-zA-Z0-9.!#$%&'*+\\/=?_`{\\|}~-]+@";
const gfmText = Lexer.rules.inline.gfm.text;
const TEXT = new RegExp(gfmText.source.split(EMAIL_LOOKAHEAD).join(EMAIL_LOOKAHEAD.replace(']+@', ']{1,64}@')), gfmText.flags);

/** A tokenizer for one lex: it counts how deep it is and declines to open a level past the cap. */
class CappedTokenizer extends Tokenizer {
  // Quotes and lists nest as blocks; emphasis, strikethrough and links as inline levels.
  private depth = { block: 0, inline: 0 };

  private nest<T>(kind: 'block' | 'inline', open: () => T | undefined): T | undefined {
    if (this.depth[kind] >= MAX_NESTING) return undefined;
    this.depth[kind] += 1;
    try {
      return open();
    } finally {
      this.depth[kind] -= 1;
    }
  }

  override blockquote(src: string) {
    return this.nest('block', () => super.blockquote(src));
  }

  override list(src: string) {
    return this.nest('block', () => super.list(src));
  }

  override emStrong(src: string, maskedSrc: string, prevChar?: string) {
    return this.nest('inline', () => super.emStrong(src, maskedSrc, prevChar));
  }

  override del(src: string, maskedSrc: string, prevChar?: string) {
    return this.nest('inline', () => super.del(src, maskedSrc, prevChar));
  }

  override link(src: string) {
    return this.nest('inline', () => super.link(src));
  }

  override reflink(src: string, links: Parameters<Tokenizer['reflink']>[1]) {
    return this.nest('inline', () => super.reflink(src, links));
  }
}

/**
 * GFM tokens for `text`, nested at most MAX_NESTING deep and lexed in time linear in its length.
 * Never throws: if marked does anyway, the text comes back as one paragraph of text.
 */
export function lexMarkdown(text: string): Token[] {
  try {
    const tokenizer = new CappedTokenizer();
    const lexer = new Lexer({ ...OPTIONS, tokenizer });
    tokenizer.rules = { ...tokenizer.rules, inline: { ...tokenizer.rules.inline, text: TEXT } };
    return lexer.lex(text);
  } catch {
    return [{ type: 'paragraph', raw: text, text, tokens: [{ type: 'text', raw: text, text }] }];
  }
}
