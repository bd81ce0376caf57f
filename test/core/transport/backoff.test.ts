// @vitest-environment node
import { backoffDelay } from '../../../src/core/transport/backoff';

const noJitter = { jitter: 0 };

describe('backoffDelay', () => {
  it('defaults to 250 ms, doubling, capped at 10 s', () => {
    const delays = Array.from({ length: 9 }, (_, attempt) => backoffDelay(attempt, noJitter));
    expect(delays).toEqual([250, 500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
    expect(backoffDelay(1000, noJitter)).toBe(10_000);
  });

  it("uses the server's retry as the base delay, still capped", () => {
    expect([0, 1, 2].map((attempt) => backoffDelay(attempt, noJitter, 3000))).toEqual([3000, 6000, 10_000]);
    expect(backoffDelay(0, noJitter, 60_000)).toBe(10_000);
  });

  it('never spins on retry: 0', () => {
    expect([0, 1, 2, 3].map((attempt) => backoffDelay(attempt, noJitter, 0))).toEqual([1, 2, 4, 8]);
  });

  it('takes a random share of the delay off, up to `jitter`', () => {
    expect(backoffDelay(2, {}, undefined, () => 0)).toBe(1000);
    expect(backoffDelay(2, {}, undefined, () => 1)).toBe(500);
    expect(backoffDelay(2, { jitter: 1 }, undefined, () => 0.75)).toBe(250);
    const samples = Array.from({ length: 200 }, () => backoffDelay(0));
    expect(Math.min(...samples)).toBeGreaterThanOrEqual(125);
    expect(Math.max(...samples)).toBeLessThanOrEqual(250);
    expect(new Set(samples).size).toBeGreaterThan(1);
  });

  it('accepts custom settings, ignoring undefined ones', () => {
    const options = { initialDelay: 10, factor: 3, maxDelay: 100, jitter: 0, unused: undefined };
    expect([0, 1, 2, 3].map((attempt) => backoffDelay(attempt, options))).toEqual([10, 30, 90, 100]);
    expect(backoffDelay(0, { initialDelay: undefined, jitter: 0 })).toBe(250);
  });
});
