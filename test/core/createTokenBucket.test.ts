import { createTokenBucket } from '../../src/core/createTokenBucket';

describe('createTokenBucket', () => {
  it('allows a full burst, then refills at its rate and never past the burst', () => {
    let time = 0;
    const bucket = createTokenBucket({ perSecond: 10, burst: 20, now: () => time });
    const run = (tries: number) => Array.from({ length: tries }, () => bucket.take()).filter(Boolean).length;
    expect(run(25)).toBe(20);
    time += 250;
    expect(run(10)).toBe(2);
    time += 60_000;
    expect(run(100)).toBe(20);
  });
});
