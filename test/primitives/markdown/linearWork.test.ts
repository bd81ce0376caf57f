import { createBlockLexer } from '../../../src/primitives/markdown/createBlockLexer';
import { lexMarkdown } from '../../../src/primitives/markdown/lexMarkdown';
import { repairMarkdown } from '../../../src/primitives/markdown/repairMarkdown';

// Work is counted, not timed: the characters string comparisons read (through a spy on
// String.prototype.startsWith, which works on the code before the fix too), and the characters
// each pass of the lexer and repair reports reading. Linear work doubles when the input does.

/** Characters read by startsWith calls while `run` runs. */
function startsWithWork(run: () => void): number {
  let chars = 0;
  const original = String.prototype.startsWith;
  const spy = vi.spyOn(String.prototype, 'startsWith').mockImplementation(function (this: string, search: string, position?: number) {
    chars += search.length;
    return original.call(this, search, position);
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return chars;
}

describe('markdown work is linear in the message', () => {
  it('lexing a saved message of many paragraphs once reads it a bounded number of times', () => {
    const work = (n: number) => startsWithWork(() => createBlockLexer()('a\n\n'.repeat(n)));
    const [small, large] = [work(2_000), work(4_000)];
    // Quadratic before: 6 M characters compared at 2,000 paragraphs, 24 M at 4,000.
    expect(large).toBeLessThan(2.2 * small);
    expect(large).toBeLessThan(10 * 3 * 4_000);
  });

  it('a streamed token costs the last blocks, not the message', () => {
    // The work of one more token after a message of n paragraphs.
    const tokenWork = (n: number) => {
      const text = 'word '.repeat(20).concat('\n\n').repeat(n);
      let chars = 0;
      const lex = createBlockLexer((_, read) => void (chars += read));
      lex(text);
      const total = chars;
      chars = 0;
      lex(`${text}more`);
      return { chars, total };
    };
    const [small, large] = [tokenWork(500), tokenWork(1_000)];
    expect(large.chars).toBeLessThanOrEqual(small.chars + 50);
    expect(large.total).toBeLessThan(2.2 * small.total);
  });

  it.each([
    ['*a', (n: number) => '*a'.repeat(n)],
    ['[', (n: number) => '['.repeat(n)],
    ['[a](', (n: number) => '[a]('.repeat(n)],
    ['](', (n: number) => ']('.repeat(n)],
    ['**a ', (n: number) => '**a '.repeat(n)],
    ['`a', (n: number) => '`a'.repeat(n)],
    ['a code fence', (n: number) => `\`\`\`\n${'x = 1\n'.repeat(n)}`],
    ['a table delimiter row being written', (n: number) => `| a |\n| -${' |    '.repeat(n)}- :`],
  ])('repairing %s × N reads it a bounded number of times', (_, make) => {
    const work = (n: number) => {
      let chars = 0;
      repairMarkdown(make(n), (__, read) => void (chars += read));
      return chars;
    };
    const [small, large] = [work(5_000), work(10_000)];
    expect(small).toBeGreaterThan(0);
    expect(large).toBeLessThan(2.2 * small);
  });

  it('repairs the audit inputs as before', () => {
    expect(repairMarkdown('[[[x')).toBe('[[x');
    expect(repairMarkdown('see [a](b) and [c](https://exa')).toBe('see [a](b) and c');
    expect(repairMarkdown('![a](b) ![c](d')).toBe('![a](b) ');
    expect(repairMarkdown('- [ ')).toBe('- [ ');
    expect(repairMarkdown('**a **b')).toBe('**a **b****');
  });

  it('keeps email autolinks with the bounded look-ahead', () => {
    const [paragraph] = lexMarkdown('write to someone.else@example.com today');
    const link = (paragraph as { tokens: Array<{ type: string; href?: string }> }).tokens.find((token) => token.type === 'link');
    expect(link?.href).toBe('mailto:someone.else@example.com');
  });
});
