/**
 * Where a widget opens. Modal unless the widget says otherwise. A `panel` is docked at the
 * inline-end side and, unlike the others, non-modal: the chat beside it stays usable.
 */
export type WidgetContainer = 'modal' | 'drawer' | 'fullscreen' | 'panel';

/**
 * How a launcher shows in the transcript: a button that opens the widget (the default), or the
 * widget's body itself in place of the button, for small cards.
 */
export type WidgetDisplay = 'launcher' | 'inline';

export interface RenderContext {
  widget: string;
  /** Aborted when the fetch is no longer wanted (react-query cancels it). */
  signal: AbortSignal;
}

/**
 * How often a failed first paint is tried again before its error shows: a count, `false` (or 0)
 * for never, or react-query's `(failureCount, error) => boolean`.
 */
export type WidgetRetry = boolean | number | ((failureCount: number, error: Error) => boolean);

export interface ActionContext {
  widget: string;
  /** Aborted when the widget's container closes before the action settles. */
  signal: AbortSignal;
}

/**
 * A widget as the core sees it: everything but how it draws. `TComponent` is left open so the
 * core stays free of React; the React layer fills it with a component type.
 */
export interface WidgetSpec<TData = unknown, TComponent = unknown> {
  id: string;
  component: TComponent;
  /** Fetches the data for a first paint when the launcher sent no snapshot. */
  render?: (context: RenderContext) => TData | Promise<TData>;
  /**
   * Retries of a failed `render` (or transport render) before its error shows. Defaults to the
   * client's `retry`, else one retry, about a second later.
   */
  retry?: WidgetRetry;
  /** Handles a human action from inside the widget; never goes through the model. */
  handleAction?: (action: string, args: unknown, context: ActionContext) => unknown;
  container?: WidgetContainer;
  /** How its launchers show in the transcript unless the launcher says; `launcher` when absent. */
  display?: WidgetDisplay;
  /**
   * A human name: it titles the widget's container and its entry in widget lists. Without it the
   * container takes the launcher's label and lists the id.
   */
  title?: string;
}

export function containerOf(widget: Pick<WidgetSpec, 'container'>): WidgetContainer {
  return widget.container ?? 'modal';
}
