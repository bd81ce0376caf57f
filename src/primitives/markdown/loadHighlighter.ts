import type { highlight } from './highlight';

export type Highlight = typeof highlight;

let loading: Promise<Highlight> | null = null;
let loaded: Highlight | null = null;

/** The highlighter once its chunk has loaded, or null before (plain code shows meanwhile). */
export function loadedHighlighter(): Highlight | null {
  return loaded;
}

/** Loads the highlighter chunk once; a failed load may be retried by the next code block. */
export function loadHighlighter(): Promise<Highlight> {
  loading ??= import('./highlight').then(
    (module) => (loaded = module.highlight),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
