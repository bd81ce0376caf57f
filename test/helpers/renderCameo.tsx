import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { CameoProvider, useCameoClient, type CameoClient, type CameoProviderProps, type TranscriptStore, type WidgetDefinition } from '../../src';

/** A client that fails fast: tests must not wait for react-query's retry back-off. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

export interface RenderCameoResult extends RenderResult {
  client: CameoClient<WidgetDefinition>;
  /** The client's conversation. */
  store: TranscriptStore;
  queryClient: QueryClient;
}

/** Renders `ui` inside a provider whose store holds `transcript` (wire-format JSON). */
export function renderCameo(
  ui: ReactElement,
  { transcript = [], ...props }: Omit<CameoProviderProps, 'children'> = {},
): RenderCameoResult {
  const queryClient = props.queryClient ?? testQueryClient();
  let client: CameoClient<WidgetDefinition> | undefined;
  const Probe = () => {
    client = useCameoClient();
    return null;
  };
  const result = render(
    <CameoProvider {...props} transcript={transcript} queryClient={queryClient}>
      <Probe />
      {ui}
    </CameoProvider>,
  );
  if (!client) throw new Error('renderCameo: the provider gave no client');
  return { ...result, client, store: client.transcript, queryClient };
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
