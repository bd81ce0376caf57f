// @vitest-environment node
import { createStore } from '../../src/core/createStore';

interface Counter {
  count: number;
  label: string;
  increment(): void;
}

function counter() {
  return createStore<Counter>((set, get) => ({
    count: 0,
    label: 'start',
    increment: () => set({ count: get().count + 1 }),
  }));
}

describe('createStore', () => {
  it('merges a partial state into a new object, keeping the rest', () => {
    const store = counter();
    const before = store.getState();
    before.increment();
    const after = store.getState();
    expect(after).not.toBe(before);
    expect(after).toMatchObject({ count: 1, label: 'start' });
    expect(before.count).toBe(0);
  });

  it('replaces the whole state with replace', () => {
    const store = counter();
    const { increment } = store.getState();
    store.setState({ count: 5, label: 'replaced', increment }, true);
    expect(store.getState()).toEqual({ count: 5, label: 'replaced', increment });
  });

  it('takes an updater of the current state', () => {
    const store = counter();
    store.setState((state) => ({ count: state.count + 10 }));
    expect(store.getState().count).toBe(10);
  });

  it('tells listeners the new and the previous state, until they unsubscribe', () => {
    const store = counter();
    const heard: [number, number][] = [];
    const stop = store.subscribe((state, previous) => heard.push([state.count, previous.count]));
    store.getState().increment();
    stop();
    store.getState().increment();
    expect(heard).toEqual([[1, 0]]);
  });

  it('calls no listener when the state is set to itself', () => {
    const store = counter();
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.setState(store.getState(), true);
    expect(calls).toBe(0);
  });

  it('keeps the initial state for server rendering after changes', () => {
    const store = counter();
    const initial = store.getState();
    store.getState().increment();
    expect(store.getInitialState()).toBe(initial);
  });
});
