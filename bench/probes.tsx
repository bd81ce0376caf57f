// Counters the page reads between steps: React commits (via <Profiler>, which fires in the
// profiling build of react-dom) and row renders (via counting row parts and baseline rows).
import { Profiler, type ComponentType, type ReactNode } from 'react';
import { styledComponents } from 'cameo-ui';
import type { TranscriptComponents } from 'cameo-ui/primitives';

export const counts = { rows: 0, commits: 0, actual: 0 };

/** Called from a row's render on purpose: a render is what is being counted. */
export function countRow() {
  counts.rows += 1;
}

let waiters: Array<(at: number) => void> = [];

function onRender(_id: string, _phase: string, actualDuration: number) {
  const at = performance.now();
  counts.commits += 1;
  counts.actual += actualDuration;
  const pending = waiters;
  waiters = [];
  for (const resolve of pending) resolve(at);
}

/** Resolves with the time of the next commit inside a <Measured>, or null after `timeout` ms. */
export function nextCommit(timeout: number): Promise<number | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiters = waiters.filter((waiter) => waiter !== done);
      resolve(null);
    }, timeout);
    const done = (at: number) => {
      clearTimeout(timer);
      resolve(at);
    };
    waiters.push(done);
  });
}

export function Measured({ children }: { children: ReactNode }) {
  return (
    <Profiler id="bench" onRender={onRender}>
      {children}
    </Profiler>
  );
}

// Each styled row part, wrapped so every render of a row's body counts once. Row bodies render
// exactly when their memoised Item does, so this counts re-rendered rows without touching src/.
function counted<P extends object>(Part: ComponentType<P>, name: string): ComponentType<P> {
  function Counted(props: P) {
    countRow();
    return <Part {...props} />;
  }
  Counted.displayName = `Counted${name}`;
  return Counted;
}

export const countingComponents: TranscriptComponents = {
  Message: counted(styledComponents.Message, 'Message'),
  Note: counted(styledComponents.Note, 'Note'),
  Launcher: counted(styledComponents.Launcher, 'Launcher'),
  EntryError: counted(styledComponents.EntryError, 'EntryError'),
  ToolCard: counted(styledComponents.ToolCard, 'ToolCard'),
};
