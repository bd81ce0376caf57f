// Waiting and summarising, shared by the page's measurements.

/** Resolves in a new task (after pending microtasks, rendering work and other tasks queued before). */
export const task = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

export const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** Two frames: the first one's layout and paint have happened when the second begins. */
export const paint = async () => {
  await frame();
  await frame();
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Median, p95 and max, or null with no samples. */
export function spread(values: number[]) {
  return values.length ? { median: median(values), p95: percentile(values, 95), max: Math.max(...values) } : null;
}
