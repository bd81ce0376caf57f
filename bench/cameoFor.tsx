// The one place the bench depends on how a provider gets its conversation and how code outside
// React reaches the store: the client, and its transcript. Before issue 12 the two lines in
// cameoFor were `const store = createTranscriptStore(parseTranscript(wire))` and
// `<CameoProvider store={store}>`: bench/last-run.json's streamPaths "before" figures come from
// a copy of bench/ with those lines, run with `--rev 4cc0b23 --page <that copy>`.
import type { ReactNode } from 'react';
import { CameoProvider, createCameoClient, type TranscriptEntry, type TranscriptStore } from 'cameo-ui';

export interface BenchCameo {
  /** What `store.getState().appendText` streams into, and what the transcript shows. */
  store: TranscriptStore;
  /** Wraps `children` in the provider reading that store. */
  provide(children: ReactNode): ReactNode;
}

export function cameoFor(wire: readonly TranscriptEntry[]): BenchCameo {
  const client = createCameoClient({ transcript: wire });
  const store = client.transcript;
  return {
    store,
    provide: (children) => <CameoProvider client={client}>{children}</CameoProvider>,
  };
}
