import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { CameoProvider, createTranscriptStore, parseTranscript, type CameoProviderProps } from '../../src';

/** A client that fails fast: tests must not wait for react-query's retry back-off. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

export interface RenderCameoResult extends RenderResult {
  store: ReturnType<typeof createTranscriptStore>;
  queryClient: QueryClient;
}

/** Renders `ui` inside a provider whose store holds `transcript` (wire-format JSON). */
export function renderCameo(
  ui: ReactElement,
  { transcript = [], ...props }: Omit<CameoProviderProps, 'children' | 'store'> & { transcript?: unknown } = {},
): RenderCameoResult {
  const store = createTranscriptStore(parseTranscript(transcript));
  const queryClient = props.queryClient ?? testQueryClient();
  const result = render(
    <CameoProvider {...props} store={store} queryClient={queryClient}>
      {ui}
    </CameoProvider>,
  );
  return { ...result, store, queryClient };
}

/** A launcher UI entry in wire format. */
export function launcher(label: string, widget: string, data?: unknown) {
  return {
    type: 'ui',
    toolCallId: `call-${widget}`,
    ui: data === undefined ? { kind: 'widget', label, widget } : { kind: 'widget', label, widget, data },
  };
}

/** A promise with its settle functions exposed, to hold a fetch or action in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
