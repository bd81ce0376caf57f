import type * as v from 'valibot';
import type { widgetInfoSchema } from '../schemas/widgetListSchema';

/** What a backend says about one of its widgets: `id`, `container?` and `title?` (a human name for lists; the id is used when absent). */
export type WidgetInfo = v.InferOutput<typeof widgetInfoSchema>;

/** A render result. Versions only grow, so a reader can drop anything older than what it has. */
export interface WidgetRender<TData = unknown> {
  data: TData;
  version: number;
}

/** A pushed update for one widget: a full replacement of its data, never a delta. */
export interface WidgetUpdate<TData = unknown> extends WidgetRender<TData> {
  widget: string;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

export interface SubscribeOptions {
  /** Called when the stream fails; a transport that reconnects keeps the subscription alive. */
  onError?: (error: Error) => void;
}

/**
 * The one seam between the kit and a backend. Implementations: `createMemoryTransport` (tests,
 * stories, in-process demos) and `createHttpTransport` (fetch + Server-Sent Events).
 */
export interface Transport {
  listWidgets(options?: RequestOptions): Promise<WidgetInfo[]>;
  render(widget: string, options?: RequestOptions): Promise<WidgetRender>;
  action(widget: string, action: string, args: unknown, options?: RequestOptions): Promise<unknown>;
  /** Starts receiving updates for `widget`; returns the unsubscribe, which ends the stream. */
  subscribe(widget: string, listener: (update: WidgetUpdate) => void, options?: SubscribeOptions): () => void;
}
