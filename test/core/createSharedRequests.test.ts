import { createSharedRequests } from '../../src/core/createSharedRequests';
import { deferred } from '../helpers/renderCameo';

describe('createSharedRequests', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs one request per key and gives every caller its result', async () => {
    const requests = createSharedRequests(1000);
    const answer = deferred<string>();
    const start = vi.fn(() => answer.promise);
    const first = requests.run('board', new AbortController().signal, start);
    const second = requests.run('board', new AbortController().signal, start);
    answer.resolve('data');
    await expect(Promise.all([first, second])).resolves.toEqual(['data', 'data']);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('keeps the request alive when a caller leaves and another comes back within the grace period', async () => {
    const requests = createSharedRequests(1000);
    let signal: AbortSignal | undefined;
    const start = vi.fn((shared: AbortSignal) => {
      signal = shared;
      return new Promise<string>(() => {});
    });
    const leaving = new AbortController();
    void requests.run('board', leaving.signal, start);
    leaving.abort();
    vi.advanceTimersByTime(500);
    void requests.run('board', new AbortController().signal, start);
    vi.advanceTimersByTime(5000);
    expect(signal?.aborted).toBe(false);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('aborts the request once every caller has left for longer than the grace period', () => {
    const requests = createSharedRequests(1000);
    let signal: AbortSignal | undefined;
    const leaving = new AbortController();
    void requests.run('board', leaving.signal, (shared) => {
      signal = shared;
      return new Promise<string>(() => {});
    });
    leaving.abort();
    vi.advanceTimersByTime(999);
    expect(signal?.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal?.aborted).toBe(true);
  });

  it('starts afresh after a request settles', async () => {
    const requests = createSharedRequests(1000);
    const start = vi.fn(async () => 'data');
    await requests.run('board', new AbortController().signal, start);
    await requests.run('board', new AbortController().signal, start);
    expect(start).toHaveBeenCalledTimes(2);
  });
});
