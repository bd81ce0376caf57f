import { act, render, screen } from '@testing-library/react';
import { createStore } from '../../src/core/createStore';
import { useStoreState } from '../../src/react/useStoreState';

interface Rows {
  rows: Record<string, { text: string }>;
}

function rowsStore() {
  return createStore<Rows>(() => ({ rows: { a: { text: 'A' }, b: { text: 'B' } } }));
}

describe('useStoreState', () => {
  it('re-renders a component only when its own selection changes', () => {
    const store = rowsStore();
    const renders = { a: 0, b: 0 };
    function Row({ id }: { id: 'a' | 'b' }) {
      const row = useStoreState(store, (state) => state.rows[id]);
      renders[id] += 1;
      return <p>{row?.text}</p>;
    }
    render(
      <>
        <Row id="a" />
        <Row id="b" />
      </>,
    );
    act(() => store.setState((state) => ({ rows: { ...state.rows, b: { text: 'B2' } } })));
    expect(screen.getByText('B2')).toBeInTheDocument();
    expect(renders).toEqual({ a: 1, b: 2 });
  });

  it('keeps the previous selection while `equal` calls the new one the same', () => {
    const store = rowsStore();
    let renders = 0;
    function Texts() {
      const texts = useStoreState(
        store,
        (state) => Object.values(state.rows).map((row) => row.text),
        (a, b) => a.join() === b.join(),
      );
      renders += 1;
      return <p>{texts.join(' ')}</p>;
    }
    render(<Texts />);
    // New row objects, same texts: a fresh array each time, which Object.is alone would render for.
    act(() => store.setState({ rows: { a: { text: 'A' }, b: { text: 'B' } } }));
    expect(renders).toBe(1);
    act(() => store.setState({ rows: { a: { text: 'A' }, b: { text: 'C' } } }));
    expect(screen.getByText('A C')).toBeInTheDocument();
    expect(renders).toBe(2);
  });

  it('reads a new selector at once when its input changes (a row given another key)', () => {
    const store = rowsStore();
    function Row({ id }: { id: 'a' | 'b' }) {
      return <p>{useStoreState(store, (state) => state.rows[id])?.text}</p>;
    }
    const { rerender } = render(<Row id="a" />);
    rerender(<Row id="b" />);
    expect(screen.getByText('B')).toBeInTheDocument();
  });
});
