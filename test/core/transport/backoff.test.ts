// @vitest-environment node
import { backoffDelay, type BackoffOptions } from '../../../src/core/transport/backoff';

const noJitter = { jitter: 0 };
/** A random source that returns `values` in turn, so every jittered wait is known in advance. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length]!;
};
/** Just below 1: `Math.random` never returns 1 itself. */
const almostOne = 1 - Number.EPSILON;

describe('backoffDelay', () => {
  it('defaults to 250 ms, doubling, capped at 10 s', () => {
    const delays = Array.from({ length: 9 }, (_, attempt) => backoffDelay(attempt, noJitter));
    expect(delays).toEqual([250, 500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
    expect(backoffDelay(1000, noJitter)).toBe(10_000);
    expect(backoffDelay(5000, noJitter)).toBe(10_000);
  });

  it("uses the server's retry as the base delay, still capped", () => {
    expect([0, 1, 2].map((attempt) => backoffDelay(attempt, noJitter, { base: 3000 }))).toEqual([3000, 6000, 10_000]);
    expect(backoffDelay(0, noJitter, { base: 60_000 })).toBe(10_000);
  });

  it('never spins on retry: 0', () => {
    expect([0, 1, 2, 3].map((attempt) => backoffDelay(attempt, noJitter, { base: 0 }))).toEqual([1, 2, 4, 8]);
  });

  it('defaults to equal jitter: a wait between half the delay and all of it', () => {
    expect(backoffDelay(2, {}, { random: () => 0 })).toBe(1000);
    expect(backoffDelay(2, {}, { random: () => 0.5 })).toBe(750);
    expect(backoffDelay(2, {}, { random: () => almostOne })).toBe(500);
    // At the cap too: clients that have all reached it still spread out.
    expect(backoffDelay(20, {}, { random: () => almostOne })).toBe(5000);
  });

  it('spreads clients that fail together over the window instead of retrying in step', () => {
    const random = sequence(0.1, 0.6, 0.35, 0.85);
    const waits = Array.from({ length: 4 }, () => backoffDelay(3, {}, { random }));
    expect(waits).toEqual([1900, 1400, 1650, 1150]);
  });

  it('with jitter 1 (full jitter) waits anywhere from 0 to the delay', () => {
    const full: BackoffOptions = { jitter: 1 };
    expect(backoffDelay(2, full, { random: () => 0 })).toBe(1000);
    expect(backoffDelay(2, full, { random: () => 0.75 })).toBe(250);
    expect(backoffDelay(2, full, { random: () => almostOne })).toBe(0);
  });

  it('clamps a jitter outside 0..1', () => {
    expect(backoffDelay(0, { jitter: 5 }, { random: () => 0.5 })).toBe(125);
    expect(backoffDelay(0, { jitter: -1 }, { random: () => 0.5 })).toBe(250);
  });

  it('accepts custom settings, ignoring undefined ones', () => {
    const options = { initialDelay: 10, factor: 3, maxDelay: 100, jitter: 0, unused: undefined };
    expect([0, 1, 2, 3].map((attempt) => backoffDelay(attempt, options))).toEqual([10, 30, 90, 100]);
    expect(backoffDelay(0, { initialDelay: undefined, jitter: 0 })).toBe(250);
  });
});
