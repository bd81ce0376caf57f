import { repairMarkdown } from '../../../src/primitives/markdown/repairMarkdown';

describe('repairMarkdown', () => {
  it.each([
    ['an open fence is closed', 'text\n\n```js\nconst a = 1', 'text\n\n```js\nconst a = 1\n```'],
    ['an open ** is closed', 'some **bold', 'some **bold**'],
    ['a dangling ** with nothing after is dropped', 'some **', 'some'],
    ['an open * is closed', 'an *em', 'an *em*'],
    ['nested markers close innermost first', 'a **b *c', 'a **b *c***'],
    ['an open code span is closed', 'use `npm', 'use `npm`'],
    ['markers inside a code span are left alone', 'x `a ** b', 'x `a ** b`'],
    ['~~ is closed', 'a ~~gone', 'a ~~gone~~'],
    ['a link whose URL is arriving shows its text', 'see [the docs](https://exa', 'see the docs'],
    ['an image whose URL is arriving shows nothing yet', 'pic ![alt](https://x', 'pic '],
    ['a [ waiting for its ] shows the text', 'see [the do', 'see the do'],
    ['a table header gets its delimiter row', '| a | b |', '| a | b |\n| --- | --- |'],
    ['a half delimiter row is completed', '| a | b |\n| --', '| a | b |\n| --- | --- |'],
  ])('%s', (_, input, expected) => {
    expect(repairMarkdown(input)).toBe(expected);
  });

  it.each([
    'plain **bold** and *em* and `code` and ~~del~~',
    '```\ncode\n```\n\nafter',
    '- a list\n* another bullet',
    '2 * 3 = 6',
    '| a | b |\n| --- | --- |\n| 1 | 2 |',
    '[a link](https://example.com)',
    'snake_case_name',
  ])('leaves balanced markdown unchanged: %s', (input) => {
    expect(repairMarkdown(input)).toBe(input);
  });
});
