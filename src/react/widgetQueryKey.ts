/** The react-query key for a widget's data. Snapshots, fetches and updates all share it. */
export function widgetQueryKey(widget: string): readonly ['cameo', 'widget', string] {
  return ['cameo', 'widget', widget];
}
