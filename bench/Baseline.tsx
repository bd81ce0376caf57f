// The baseline: a plain React list that maps every entry to a <div> with its text. No
// memoisation, no virtualization, no per-row subscription: what a naive chat list does.
import { useLayoutEffect, useMemo, useRef, useSyncExternalStore, type CSSProperties } from 'react';
import type { TranscriptEntry, TranscriptStore } from 'cameo-ui';
import { textOf } from './entries';
import { countRow } from './probes';

const scroller: CSSProperties = { height: '100%', overflowY: 'auto' };

function BaselineRow({ entry }: { entry: TranscriptEntry }) {
  countRow();
  return <div>{textOf(entry)}</div>;
}

/** Mounted from a plain array: entries in, divs out, scrolled to the latest like a chat. */
export function Baseline({ entries }: { entries: readonly TranscriptEntry[] }) {
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = element.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [entries]);
  return (
    <div ref={element} style={scroller} data-bench="baseline">
      {entries.map((entry, index) => (
        <BaselineRow key={index} entry={entry} />
      ))}
    </div>
  );
}

/** The same list following a transcript store, so streamed tokens reach it the same way. */
export function StoreBaseline({ store }: { store: TranscriptStore }) {
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const { keys, entries: byKey } = state;
  const entries = useMemo(() => keys.flatMap((key) => byKey.get(key) ?? []), [keys, byKey]);
  return <Baseline entries={entries} />;
}
