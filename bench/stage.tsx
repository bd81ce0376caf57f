// The 800 px pane every measurement renders into, and what is read back from its DOM.
import { createRoot, type Root } from 'react-dom/profiling';
import type { CSSProperties, ReactNode } from 'react';

export const stage = document.getElementById('stage')!;
let root: Root | null = null;

/** The transcript is the scroll container (the virtualized one scrolls itself); the stage is 800 px. */
export const transcriptStyle: CSSProperties = { height: '100%', overflowY: 'auto' };

const rowSelector = '[data-slot="transcript-item"], [data-bench="baseline"] > div';

export function render(node: ReactNode) {
  root ??= createRoot(stage);
  root.render(node);
}

export function unmountStage() {
  root?.unmount();
  root = null;
}

/** The rows drawn in the pane, in DOM order (virtual rows carry data-index). */
export function drawnRows(): Element[] {
  return [...stage.querySelectorAll(rowSelector)];
}

export function domStats() {
  return {
    nodes: stage.querySelectorAll('*').length,
    documentNodes: document.querySelectorAll('*').length,
    rowsInDom: stage.querySelectorAll(rowSelector).length,
    virtual: stage.querySelector('[data-virtual]') !== null,
  };
}

/** True when the row for entry `count - 1` (the last) is among those drawn. */
export function lastRowMounted(count: number): boolean {
  const drawn = drawnRows();
  const lastIndex = drawn.at(-1)?.getAttribute('data-index');
  return drawn.length > 0 && (lastIndex == null || Number(lastIndex) === count - 1);
}
