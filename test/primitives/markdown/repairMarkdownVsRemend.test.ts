import { repairMarkdown } from '../../../src/primitives/markdown/repairMarkdown';

// Where repairMarkdown and Streamdown's remend 1.4.0 differ (docs/performance.md, "Hostile
// markdown"): these are the reasons ours stays, so they are pinned here.
describe('repairMarkdown where it differs from remend', () => {
  it('closes an open code fence, so the rest of the stream is not drawn as prose', () => {
    const repaired = repairMarkdown('intro\n\n```ts\nconst a = 1;\nconst b');
    expect(repaired).toBe('intro\n\n```ts\nconst a = 1;\nconst b\n```');
    expect(repaired.match(/```/g)).toHaveLength(2);
  });

  it('closes a ~~~ fence with the fence that opened it', () => {
    expect(repairMarkdown('~~~~\ncode')).toBe('~~~~\ncode\n~~~~');
  });

  it.each([
    ['a link whose URL is arriving', 'see [the docs](https://exa', 'see the docs'],
    ['a link waiting for its (', 'see [the docs]', 'see [the docs]'],
    ['a link waiting for its ]', 'see [the do', 'see the do'],
    ['an image whose URL is arriving', 'pic ![alt](https://x', 'pic '],
  ])('gives %s no placeholder URL', (_, input, expected) => {
    const repaired = repairMarkdown(input);
    expect(repaired).toBe(expected);
    expect(repaired).not.toMatch(/streamdown:|\]\(/);
  });
});
