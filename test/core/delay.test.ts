import { delay } from '../../src/core/delay';

describe('delay', () => {
  it('resolves after the time, and leaves no abort listener behind on the signal', async () => {
    const controller = new AbortController();
    const added = vi.spyOn(controller.signal, 'addEventListener');
    const removed = vi.spyOn(controller.signal, 'removeEventListener');
    for (let i = 0; i < 20; i += 1) await delay(0, controller.signal);
    expect(added).toHaveBeenCalledTimes(20);
    expect(removed).toHaveBeenCalledTimes(20);
    expect(removed.mock.calls.map(([, listener]) => listener)).toEqual(added.mock.calls.map(([, listener]) => listener));
  });

  it('rejects with the reason when the signal aborts, at once when it already has', async () => {
    const controller = new AbortController();
    const waiting = delay(60_000, controller.signal);
    controller.abort(new Error('stopped'));
    await expect(waiting).rejects.toThrow('stopped');
    await expect(delay(0, controller.signal)).rejects.toThrow('stopped');
  });
});
