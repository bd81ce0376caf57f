import { useEffect, useSyncExternalStore } from 'react';

/** A part of the kit in a chunk of its own, fetched with import() the first time it is wanted. */
export interface LazyChunk<T> {
  /** The chunk's export once loaded, or null before (or after a failed load). */
  loaded(): T | null;
  /** Loads the chunk once; a failed load may be retried by the next caller. */
  load(): Promise<T>;
  /** Calls `listener` when the chunk has loaded; returns the cleanup. */
  subscribe(listener: () => void): () => void;
}

/**
 * `importer` must call import() with a literal path, in the caller's file, so the library build
 * (and an app's bundler) can split what it imports into its own chunk.
 */
export function lazyChunk<T>(importer: () => Promise<T>): LazyChunk<T> {
  // Per chunk, not per component: a chunk is fetched once per page, whoever asked first.
  let loading: Promise<T> | null = null;
  let loaded: T | null = null;
  const listeners = new Set<() => void>();
  return {
    loaded: () => loaded,
    load() {
      loading ??= importer().then(
        (value) => {
          loaded = value;
          for (const listener of [...listeners]) listener();
          return value;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const notLoadedOnTheServer = () => null;

/**
 * The chunk's export, loading it (in an effect) while `wanted`; null until it has loaded. On the
 * server and while hydrating it is always null, so server HTML and the first client render agree
 * whether or not the chunk is already in this page; a chunk already loaded is used from the first
 * render after that, with no extra pass.
 */
export function useLazyChunk<T>(chunk: LazyChunk<T>, wanted: boolean): T | null {
  const value = useSyncExternalStore(chunk.subscribe, chunk.loaded, notLoadedOnTheServer);
  useEffect(() => {
    // A failed load leaves what draws without the chunk; the next render that wants it retries.
    if (wanted && value === null) chunk.load().catch(() => undefined);
  }, [chunk, wanted, value]);
  return value;
}
