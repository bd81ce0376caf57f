import type { TranscriptStore } from '../core';
import type { AGUIMappingOptions } from './AGUIMappingOptions';
import { agUIKeys } from './agUIKeys';

/** The reasoning messages of one AG-UI stream, drawn as "Thinking" rows (or dropped). */
export interface ReasoningSync {
  /** A reasoning message begins: a streaming row, once per id. */
  start(id: string): void;
  /** More of its text (a row is started if its start never came). */
  append(id: string, delta: unknown): void;
  /** It ended: the row no longer says it streams. */
  end(id: string): void;
  /** The run ended (finished, failed, stopped): no row it started still says it streams. */
  endAll(): void;
}

/** Reasoning rows keyed by the AG-UI message id; with `reasoning: 'drop'` nothing is drawn. */
export function createReasoningSync(store: TranscriptStore, options: AGUIMappingOptions): ReasoningSync {
  const state = () => store.getState();
  // Rows still streaming: a run that ends without their END leaves none saying "Thinking…".
  const streaming = new Set<string>();
  const start = (id: string) => {
    const key = agUIKeys.reasoning(id);
    if (options.reasoning === 'drop' || state().entries.has(key)) return;
    state().append({ type: 'reasoning', text: '', streaming: true, key });
    streaming.add(id);
  };
  const end = (id: string) => {
    streaming.delete(id);
    state().update(agUIKeys.reasoning(id), (entry) => {
      if (entry.type !== 'reasoning' || entry.streaming !== true) return entry;
      const { streaming: _done, ...rest } = entry;
      return rest;
    });
  };
  return {
    start,
    append(id, delta) {
      if (options.reasoning === 'drop') return;
      start(id);
      if (typeof delta !== 'string' || delta === '') return;
      state().update(agUIKeys.reasoning(id), (entry) => (entry.type === 'reasoning' ? { ...entry, text: entry.text + delta } : entry));
    },
    end,
    endAll() {
      for (const id of [...streaming]) end(id);
    },
  };
}
