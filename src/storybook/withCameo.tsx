import { useState, type ReactNode } from 'react';
import type { Decorator, StoryContext } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { CameoProvider, type CameoProviderProps } from '../components';
import { createMemoryTransport, type ServerWidget, type Transport, type WidgetRegistry } from '../core';
import type { WidgetDefinition } from '../react';

export interface WithCameoOptions
  extends Pick<CameoProviderProps, 'transcript' | 'staleTime' | 'narrowViewport' | 'dir' | 'onAction' | 'host'> {
  /** Client widgets, registered in a registry made for each story render. */
  widgets?: readonly WidgetDefinition[];
  /** A registry to use instead of `widgets`. Shared by every story that gets this decorator. */
  registry?: WidgetRegistry<WidgetDefinition>;
  /**
   * Widgets behind the default memory transport. Pass a function to make them, and so their
   * state, afresh for each story render.
   */
  serverWidgets?: readonly ServerWidget[] | (() => readonly ServerWidget[]);
  /**
   * The story's backend. A function is called once per story render with the story context, so
   * a transport made in a loader can be handed in (`({loaded}) => loaded.transport`) and reached
   * again from `play`. Defaults to a memory transport over `serverWidgets`.
   */
  transport?: Transport | ((context: StoryContext) => Transport);
}

/**
 * A decorator that wraps the story in `<CameoProvider>`. Each story render gets its own query
 * client (no retries, so error states show at once), transcript store, registry (unless one is
 * passed) and transport (unless an instance is passed): nothing leaks from one story to the next.
 */
export function withCameo(options: WithCameoOptions = {}): Decorator {
  return (Story, context) => (
    <CameoStoryRoot options={options} context={context}>
      <Story />
    </CameoStoryRoot>
  );
}

/** A query client for stories and previews: it never retries, so failures show immediately. */
export function createStoryQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

function CameoStoryRoot({ options, context, children }: { options: WithCameoOptions; context: StoryContext; children: ReactNode }) {
  const { widgets, registry, serverWidgets, transport, ...providerProps } = options;
  // Made once per mount: a re-render for new args keeps them, a new story render replaces them.
  const [queryClient] = useState(createStoryQueryClient);
  const [storyTransport] = useState(() =>
    typeof transport === 'function'
      ? transport(context)
      : (transport ??
        createMemoryTransport({ widgets: (typeof serverWidgets === 'function' ? serverWidgets() : serverWidgets) ?? [] })),
  );
  return (
    <CameoProvider
      {...providerProps}
      {...(registry ? { registry } : { widgets: widgets ?? [] })}
      queryClient={queryClient}
      transport={storyTransport}
    >
      {children}
    </CameoProvider>
  );
}
