// @vitest-environment node
import { createSubscribable } from '../../src/core/createSubscribable';

function withHooks() {
  const calls: string[] = [];
  const subscribable = createSubscribable<[number]>({
    onSubscribe: () => calls.push('first'),
    onUnsubscribe: () => calls.push('last'),
  });
  return { calls, subscribable };
}

describe('createSubscribable', () => {
  it('returns a cleanup from subscribe, after which the listener hears nothing', () => {
    const { subscribable } = withHooks();
    const heard: number[] = [];
    const stop = subscribable.subscribe((value) => heard.push(value));
    subscribable.notify(1);
    stop();
    subscribable.notify(2);
    expect(heard).toEqual([1]);
  });

  it('runs the first-listener hook once for the first and the last-listener hook once for the last', () => {
    const { calls, subscribable } = withHooks();
    const stops = [subscribable.subscribe(() => {}), subscribable.subscribe(() => {}), subscribable.subscribe(() => {})];
    expect(calls).toEqual(['first']);
    stops[0]!();
    stops[1]!();
    expect(calls).toEqual(['first']);
    stops[2]!();
    expect(calls).toEqual(['first', 'last']);
  });

  it('starts again when a listener arrives after the last one left', () => {
    const { calls, subscribable } = withHooks();
    subscribable.subscribe(() => {})();
    subscribable.subscribe(() => {})();
    expect(calls).toEqual(['first', 'last', 'first', 'last']);
  });

  it('says whether anyone listens', () => {
    const { subscribable } = withHooks();
    expect(subscribable.hasListeners()).toBe(false);
    const stop = subscribable.subscribe(() => {});
    expect(subscribable.hasListeners()).toBe(true);
    stop();
    expect(subscribable.hasListeners()).toBe(false);
  });

  it('counts a function subscribed twice as two subscriptions, each with its own cleanup', () => {
    const { calls, subscribable } = withHooks();
    const heard: number[] = [];
    const listener = (value: number) => heard.push(value);
    const first = subscribable.subscribe(listener);
    const second = subscribable.subscribe(listener);
    subscribable.notify(1);
    first();
    subscribable.notify(2);
    expect(heard).toEqual([1, 1, 2]);
    expect(calls).toEqual(['first']);
    second();
    expect(calls).toEqual(['first', 'last']);
  });

  it('ignores a cleanup called twice: it ends neither another subscription nor the lifecycle again', () => {
    const { calls, subscribable } = withHooks();
    const heard: number[] = [];
    const stop = subscribable.subscribe(() => {});
    subscribable.subscribe((value) => heard.push(value));
    stop();
    stop();
    subscribable.notify(1);
    expect(heard).toEqual([1]);
    expect(calls).toEqual(['first']);
  });

  it('keeps notifying the others when a listener unsubscribes itself during a notify', () => {
    const { subscribable } = withHooks();
    const heard: string[] = [];
    const stopA = subscribable.subscribe(() => {
      heard.push('a');
      stopA();
    });
    subscribable.subscribe(() => heard.push('b'));
    subscribable.notify(1);
    subscribable.notify(2);
    expect(heard).toEqual(['a', 'b', 'b']);
  });

  it('skips a listener another one unsubscribed earlier in the same notify', () => {
    const { subscribable } = withHooks();
    const heard: string[] = [];
    let stopB = () => {};
    subscribable.subscribe(() => {
      heard.push('a');
      stopB();
    });
    stopB = subscribable.subscribe(() => heard.push('b'));
    subscribable.notify(1);
    expect(heard).toEqual(['a']);
  });

  it('calls a listener added during a notify from the next notify on, so a round always ends', () => {
    const { subscribable } = withHooks();
    const heard: string[] = [];
    subscribable.subscribe(() => {
      heard.push('a');
      subscribable.subscribe(() => heard.push('late'));
    });
    subscribable.notify(1);
    expect(heard).toEqual(['a']);
    subscribable.notify(2);
    expect(heard).toEqual(['a', 'a', 'late']);
  });

  it('lets the first-listener hook notify the listener that started it', () => {
    const heard: number[] = [];
    const subscribable = createSubscribable<[number]>({ onSubscribe: () => subscribable.notify(7) });
    subscribable.subscribe((value) => heard.push(value));
    expect(heard).toEqual([7]);
  });

  it('passes the notify arguments to every listener', () => {
    const subscribable = createSubscribable<[string, number]>();
    const heard: [string, number][] = [];
    subscribable.subscribe((name, value) => heard.push([name, value]));
    subscribable.notify('x', 1);
    expect(heard).toEqual([['x', 1]]);
  });
});
