import type { WidgetContainer } from '../WidgetSpec';

export interface ServerWidgetContext {
  widget: string;
  /** Aborted when the request that asked for this is gone. */
  signal: AbortSignal;
}

/**
 * A widget whose data and actions live behind a transport: in `createWidgetServer` or in
 * `createMemoryTransport`. The drawing stays on the client, registered under the same id.
 */
export interface ServerWidget<TData = unknown> {
  id: string;
  container?: WidgetContainer;
  title?: string;
  render(context: ServerWidgetContext): TData | Promise<TData>;
  /**
   * JSON Schemas for the args of each action, by action name. When present, `createWidgetServer`
   * checks args against them before `handleAction` runs (a 400 naming the failing field), and an
   * action not listed here is a 404 without reaching `handleAction`.
   */
  actions?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Throw `WidgetError` (e.g. `unknownAction(action)`) to answer with a status other than 500. */
  handleAction?(action: string, args: unknown, context: ServerWidgetContext): unknown;
}

export function defineServerWidget<TData>(widget: ServerWidget<TData>): ServerWidget<TData> {
  return widget;
}
