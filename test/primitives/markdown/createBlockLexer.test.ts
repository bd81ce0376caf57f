import { Lexer } from 'marked';
import { createBlockLexer } from '../../../src/primitives/markdown/createBlockLexer';

const message = [
  '# Title',
  '',
  'A paragraph with **bold** text.',
  '',
  '- one',
  '- two',
  '',
  '```ts',
  'const x = 1;',
  '```',
  '',
  '| a | b |',
  '| --- | --- |',
  '| 1 | 2 |',
  '',
  '> quoted',
  '',
  'The end.',
].join('\n');

describe('createBlockLexer', () => {
  it('fed a message token by token, ends with the same blocks as lexing it whole', () => {
    const lex = createBlockLexer();
    for (let i = 0; i <= message.length; i += 3) lex(message.slice(0, i));
    const tokens = lex(message);
    const whole = Lexer.lex(message, { gfm: true });
    expect(tokens.map((token) => token.type)).toEqual(whole.map((token) => token.type));
    expect(tokens.map((token) => token.raw).join('')).toBe(message);
  });

  it('keeps the token objects of blocks that can no longer change', () => {
    const lex = createBlockLexer();
    const first = lex('# Title\n\nPara one.\n\nPara two.\n\nPara thr');
    const next = lex('# Title\n\nPara one.\n\nPara two.\n\nPara three');
    expect(next[0]).toBe(first[0]);
    expect(next.at(-1)).not.toBe(first.at(-1));
  });

  it('starts over when the text is replaced rather than extended', () => {
    const lex = createBlockLexer();
    lex('# One\n\nfirst\n\nsecond\n\nthird');
    const tokens = lex('Different text');
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.type).toBe('paragraph');
  });

  it('lexes the whole message when a reference definition comes after its link', () => {
    const lex = createBlockLexer();
    const text = 'see [docs][d]\n\nmore\n\nand more\n\n[d]: https://example.com';
    for (let i = 1; i <= text.length; i += 1) lex(text.slice(0, i));
    const tokens = lex(text);
    const paragraph = tokens[0] as { tokens: Array<{ type: string }> };
    expect(paragraph.tokens.some((token) => token.type === 'link')).toBe(true);
  });
});
