/** The query key for a widget's data. Snapshots, fetches and pushed updates all share it. */
export function widgetQueryKey(widget: string): readonly ['cameo', 'widget', string] {
  return ['cameo', 'widget', widget];
}

/** The prefix of every widget's data query key. */
export const widgetDataQueryKey = ['cameo', 'widget'] as const;

/** The query key for the list of widgets the transport's backend knows. */
export const backendWidgetsQueryKey = ['cameo', 'widgets'] as const;

/** Every query of Cameo's, to invalidate them together when the backend changes. */
export const cameoQueryKey = ['cameo'] as const;
